// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/settings.yaml`.
    static let settings = #"""
        # Settings: an iOS Settings-like screen made of inset-grouped list sections.
        # Section 0: the profile row (one row; on a device it self-sizes taller, here it keeps the 44-pt
        #   estimate — give its height with `frames --sizes` to see it measured).
        # Sections 1–3: Connectivity, Notifications and General, each with a header and a footer, from one
        #   template.
        # Section 4: Developer, whose first row plays the header (headerMode firstItemInSection).
        # Inset-grouped lists inset their rows by the layout margins (16 pt here) and pad every section by
        # 16 pt above and below (the project's chosen list metrics). Pictures draw the rounded section
        # backgrounds and the separators between rows; neither is a layout element.
        version: 1
        environment:
          width: 390
          height: 844
          safeAreaInsets: {top: 47, leading: 0, bottom: 34, trailing: 0}
          layoutMargins: {top: 0, leading: 16, bottom: 0, trailing: 16}
        templates:
          group:
            list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}
        sections:
          - itemCount: 1
            list: {appearance: insetGrouped}
          - {template: group, itemCount: 4}
          - {template: group, itemCount: 3}
          - {template: group, itemCount: 5}
          - itemCount: 3
            list: {appearance: insetGrouped, headerMode: firstItemInSection}

        """#
}
