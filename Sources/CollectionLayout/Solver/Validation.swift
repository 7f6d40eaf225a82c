/// Checks a description's numbers before solving, so that bad input becomes a typed error naming
/// the section and path instead of NaN frames or a trap (SPEC R-DIM-3, R-DIAG-1).
enum Validation {
    static func check(_ size: LayoutSize, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard size.widthDimension.isValid else {
            throw .invalidDimension(
                size.widthDimension, at: path().appending("layoutSize").appending("widthDimension"))
        }
        guard size.heightDimension.isValid else {
            throw .invalidDimension(
                size.heightDimension, at: path().appending("layoutSize").appending("heightDimension"))
        }
    }

    static func check(_ value: Double, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard value.isFinite else { throw .invalidNumber(value, at: path()) }
    }

    static func check(_ insets: DirectionalEdgeInsets, at path: @autoclosure () -> LayoutPath)
        throws(LayoutError)
    {
        guard !insets.isFinite else { return }
        try check(insets.top, at: path().appending("top"))
        try check(insets.leading, at: path().appending("leading"))
        try check(insets.bottom, at: path().appending("bottom"))
        try check(insets.trailing, at: path().appending("trailing"))
    }

    static func check(_ edges: LayoutEdgeSpacing?, at path: @autoclosure () -> LayoutPath) throws(LayoutError)
    {
        guard let edges else { return }
        try check(edges.leading?.spacing ?? 0, at: path().appending("leading"))
        try check(edges.top?.spacing ?? 0, at: path().appending("top"))
        try check(edges.trailing?.spacing ?? 0, at: path().appending("trailing"))
        try check(edges.bottom?.spacing ?? 0, at: path().appending("bottom"))
    }

    /// Checks everything a subitem says about itself (size, insets, edge spacing).
    static func check(_ subitem: LayoutSubitem, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try check(subitem.layoutSize, at: path())
        try check(subitem.contentInsets, at: path().appending("contentInsets"))
        try check(subitem.edgeSpacing, at: path().appending("edgeSpacing"))
    }

    static func check(_ environment: LayoutEnvironment) throws(LayoutError) {
        let size = environment.container.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidEnvironment(
                "container size must be finite and ≥ 0, got \(size)")
        }
        if let scale = environment.displayScale, !(scale.isFinite && scale > 0) {
            throw .invalidEnvironment(
                "displayScale must be a finite number > 0, got \(LayoutNumberFormat.string(scale))")
        }
        guard environment.readableContentWidth.isFinite, environment.readableContentWidth >= 0 else {
            throw .invalidEnvironment("readableContentWidth must be finite and ≥ 0")
        }
        for (name, insets) in [
            ("safeAreaInsets", environment.safeAreaInsets), ("layoutMargins", environment.layoutMargins),
        ]
        where !insets.isFinite {
            throw .invalidEnvironment("\(name) must be finite")
        }
    }
}
