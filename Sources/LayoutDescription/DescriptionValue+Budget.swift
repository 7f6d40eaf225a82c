/// The values a document may still expand to while it is converted (YAML aliases and merge keys
/// can make a small text expand to many values), with the limits it was read under.
struct ValueBudget {
    /// The limits of this read.
    let limits: DescriptionLimits
    /// The values left.
    private var remaining: Int

    /// A full budget of `limits.maximumValueCount` values.
    init(limits: DescriptionLimits) {
        self.limits = limits
        remaining = limits.maximumValueCount
    }

    /// Spends `count` values for the value at `path`.
    ///
    /// - Throws: ``DescriptionError`` at `path` naming the value limit when the budget runs out.
    mutating func spend(_ count: Int, at path: DescriptionPath) throws(DescriptionError) {
        remaining -= count
        guard remaining >= 0 else {
            throw DescriptionError(
                path: path,
                "the document expands to more than \(limits.maximumValueCount) values (alias bomb?); "
                    + DescriptionLimit.valueCount.raise)
        }
    }
}
