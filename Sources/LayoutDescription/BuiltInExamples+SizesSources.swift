// Generated from Examples/*.sizes.json by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The embedded sizes files: example name and text.
    static let sizesSources: [(name: String, text: String)] = [("filter-chips", filterChipsSizes)]
}
