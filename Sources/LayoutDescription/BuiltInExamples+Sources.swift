// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The embedded example files: name and text.
    static let sources: [(name: String, text: String)] = [
        ("app-store", appStore),
        ("benefits-tab", benefitsTab),
        ("cat-food", catFood),
        ("filter-chips", filterChips),
        ("gallery", gallery),
        ("kiosk-menu", kioskMenu),
        ("mosaic", mosaic),
        ("photo-feed", photoFeed),
        ("photo-grid", photoGrid),
        ("settings", settings),
    ]
}
