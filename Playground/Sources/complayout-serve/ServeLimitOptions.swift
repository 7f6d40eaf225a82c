import ArgumentParser
import LayoutCommandOptions
import LayoutDescription
import LayoutPlayground

/// The limits of `complayout frames` for the playground's requests, declared once for both tools in
/// `LayoutCommandOptions` (`--max-input-bytes`, `--max-nesting`, `--max-values`,
/// `--max-template-chain`, `--max-template-items` and `--max-elements`: the same names, help,
/// defaults and checks), and the server's `--max-connections`.
struct ServeLimitOptions: ParsableArguments {
    @OptionGroup var descriptionLimits: DescriptionLimitOptions

    @OptionGroup var elementLimit: ElementLimitOption

    @Option(
        help: ArgumentHelp(
            "The most connections open at once; further clients wait (default 32).", valueName: "N"))
    var maxConnections: Int?

    /// The playground's limits: the defaults with the flags given applied.
    func limits(maximumBodyBytes: Int) -> PlaygroundLimits {
        var limits = PlaygroundLimits()
        limits.maximumBodyBytes = maximumBodyBytes
        limits.descriptionLimits = descriptionLimits.limits
        if let maxTemplateItems = descriptionLimits.maxTemplateItems {
            limits.maximumTemplateItemCount = maxTemplateItems
        }
        if let maxElements = elementLimit.maxElements { limits.maximumElements = maxElements }
        if let maxConnections { limits.maximumConnections = maxConnections }
        return limits
    }

    /// Refuses a connection limit below 1 (exit 64); the option groups check their own flags.
    func validate() throws {
        if let maxConnections,
            let problem = DescriptionLimits.flagProblem("--max-connections", value: maxConnections)
        {
            throw ValidationError(problem)
        }
    }
}
