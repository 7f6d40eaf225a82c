import ArgumentParser
import LayoutDescription

/// `--max-input-bytes`, `--max-nesting`, `--max-values` and `--max-template-chain`: the
/// ``DescriptionLimits`` a command reads its description (and a `--sizes` file) within.
struct DescriptionLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest description or --sizes file read, in bytes (default 8388608, 8 MiB).", valueName: "N"
        ))
    var maxInputBytes: Int?

    @Option(
        help: ArgumentHelp(
            "The deepest nesting of lists and objects (default 64, at most \(DescriptionLimits.nestingCeiling)).",
            valueName: "N"))
    var maxNesting: Int?

    @Option(
        help: ArgumentHelp(
            "The most values a description may hold, YAML aliases expanded (default 200000).", valueName: "N")
    )
    var maxValues: Int?

    @Option(
        help: ArgumentHelp(
            "The longest chain of section templates naming templates (default 64).", valueName: "N"))
    var maxTemplateChain: Int?

    /// The defaults with the flags given applied.
    var limits: DescriptionLimits {
        var limits = DescriptionLimits()
        if let maxInputBytes { limits.maximumInputBytes = maxInputBytes }
        if let maxNesting { limits.maximumDepth = maxNesting }
        if let maxValues { limits.maximumValueCount = maxValues }
        if let maxTemplateChain { limits.maximumTemplateChainDepth = maxTemplateChain }
        return limits
    }

    /// Refuses limits below 1 and nesting beyond what reading can hold (exit 64).
    func validate() throws {
        for (flag, value) in [
            ("--max-input-bytes", maxInputBytes), ("--max-nesting", maxNesting), ("--max-values", maxValues),
            ("--max-template-chain", maxTemplateChain),
        ] {
            if let value, let problem = DescriptionLimits.flagProblem(flag, value: value) {
                throw ValidationError(problem)
            }
        }
    }
}
