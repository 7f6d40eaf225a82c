import ArgumentParser
import LayoutDescription
import LayoutPlayground

/// The limits of `complayout frames` for the playground's requests: `--max-input-bytes`,
/// `--max-nesting`, `--max-values`, `--max-template-chain`, `--max-template-items` and
/// `--max-elements`, with the same names, defaults and checks, and the server's `--max-connections`.
struct ServeLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest description read, in bytes (default 8388608; the body limit applies first).",
            valueName: "N"))
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

    @Option(
        help: ArgumentHelp(
            "The most items all templates of a layout may hold together (default 1000000).", valueName: "N"))
    var maxTemplateItems: Int?

    @Option(
        help: ArgumentHelp(
            "The most elements one /api/frames or /api/visible answer may list; more is a 422 "
                + "(default 100000).",
            valueName: "N"))
    var maxElements: Int?

    @Option(
        help: ArgumentHelp(
            "The most connections open at once; further clients wait (default 32).", valueName: "N"))
    var maxConnections: Int?

    /// The playground's limits: the defaults with the flags given applied.
    func limits(maximumBodyBytes: Int) -> PlaygroundLimits {
        var limits = PlaygroundLimits()
        limits.maximumBodyBytes = maximumBodyBytes
        if let maxInputBytes { limits.descriptionLimits.maximumInputBytes = maxInputBytes }
        if let maxNesting { limits.descriptionLimits.maximumDepth = maxNesting }
        if let maxValues { limits.descriptionLimits.maximumValueCount = maxValues }
        if let maxTemplateChain { limits.descriptionLimits.maximumTemplateChainDepth = maxTemplateChain }
        if let maxTemplateItems { limits.maximumTemplateItemCount = maxTemplateItems }
        if let maxElements { limits.maximumElements = maxElements }
        if let maxConnections { limits.maximumConnections = maxConnections }
        return limits
    }

    /// Refuses limits below 1 and nesting beyond what reading can hold (exit 64).
    func validate() throws {
        for (flag, value) in [
            ("--max-input-bytes", maxInputBytes), ("--max-nesting", maxNesting), ("--max-values", maxValues),
            ("--max-template-chain", maxTemplateChain), ("--max-template-items", maxTemplateItems),
            ("--max-elements", maxElements), ("--max-connections", maxConnections),
        ] {
            if let value, let problem = DescriptionLimits.flagProblem(flag, value: value) {
                throw ValidationError(problem)
            }
        }
    }
}
