import ArgumentParser
import LayoutDescription

/// `--max-input-bytes`, `--max-nesting`, `--max-values`, `--max-template-chain` and
/// `--max-template-items`: the limits a description (and a sizes file) is read and resolved
/// within, declared once for `complayout` and `complayout serve`.
///
/// ```swift
/// @OptionGroup(title: "Input limits") var limitOptions: DescriptionLimitOptions
/// ```
public struct DescriptionLimitOptions: ParsableArguments, Sendable {
    /// `--max-input-bytes`: `DescriptionLimits.maximumInputBytes`; nil for the default.
    @Option(
        help: ArgumentHelp(
            "The largest description or sizes file read, in bytes (default 8388608, 8 MiB).", valueName: "N"))
    public var maxInputBytes: Int?

    /// `--max-nesting`: `DescriptionLimits.maximumDepth`; nil for the default.
    @Option(
        help: ArgumentHelp(
            "The deepest nesting of lists and objects (default 64, at most \(DescriptionLimits.nestingCeiling)).",
            valueName: "N"))
    public var maxNesting: Int?

    /// `--max-values`: `DescriptionLimits.maximumValueCount`; nil for the default.
    @Option(
        help: ArgumentHelp(
            "The most values a description may hold, YAML aliases expanded (default 200000).", valueName: "N")
    )
    public var maxValues: Int?

    /// `--max-template-chain`: `DescriptionLimits.maximumTemplateChainDepth`; nil for the default.
    @Option(
        help: ArgumentHelp(
            "The longest chain of section templates naming templates (default 64).", valueName: "N"))
    public var maxTemplateChain: Int?

    /// `--max-template-items`: the most items all templates may hold together (applied when the
    /// description is resolved); nil for the default.
    @Option(
        help: ArgumentHelp(
            "The most items all templates of a layout may hold together (default 1000000).", valueName: "N"))
    public var maxTemplateItems: Int?

    /// No limit given: every default applies.
    public init() {}

    /// The reading limits: the defaults with the flags given applied.
    public var limits: DescriptionLimits {
        var limits = DescriptionLimits()
        if let maxInputBytes { limits.maximumInputBytes = maxInputBytes }
        if let maxNesting { limits.maximumDepth = maxNesting }
        if let maxValues { limits.maximumValueCount = maxValues }
        if let maxTemplateChain { limits.maximumTemplateChainDepth = maxTemplateChain }
        return limits
    }

    /// Refuses limits below 1 and nesting beyond what reading can hold (exit 64, naming the flag).
    public func validate() throws {
        for (flag, value) in [
            ("--max-input-bytes", maxInputBytes), ("--max-nesting", maxNesting), ("--max-values", maxValues),
            ("--max-template-chain", maxTemplateChain), ("--max-template-items", maxTemplateItems),
        ] {
            if let value, let problem = DescriptionLimits.flagProblem(flag, value: value) {
                throw ValidationError(problem)
            }
        }
    }
}

/// `--max-elements`: the most elements one output may hold, declared once for `complayout frames`,
/// `complayout render` and `complayout serve`. An output over the limit is refused (exit 65, or a
/// 422 answer in the playground) after counting, before the elements are collected.
public struct ElementLimitOption: ParsableArguments, Sendable {
    /// `--max-elements`: the limit; nil for the command's default.
    @Option(
        help: ArgumentHelp(
            "Refuse an output of more than N elements, counted before it is collected (exit 65; a 422 "
                + "answer in the playground): a screen or picture of render, what frames prints (with "
                + "--visible, what is shown), an /api/frames or /api/visible answer (default 100000; "
                + "frames without --visible: no limit).",
            valueName: "N"))
    public var maxElements: Int?

    /// No limit given: the command's default applies.
    public init() {}

    /// Refuses a limit below 1 (exit 64, naming the flag).
    public func validate() throws {
        if let maxElements, let problem = DescriptionLimits.flagProblem("--max-elements", value: maxElements)
        {
            throw ValidationError(problem)
        }
    }
}
