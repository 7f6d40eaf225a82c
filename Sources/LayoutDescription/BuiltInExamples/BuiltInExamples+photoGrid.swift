// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/photo-grid.yaml`.
    static let photoGrid = #"""
        # Photo grid: three square columns with 5 pt between photos.
        # Every photo has 2.5-pt content insets on all edges, so neighbouring photos are 5 pt apart and the
        # grid keeps a 2.5-pt margin. The row height is a third of the width, so the cells are square.
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 12
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/3)"}
                subitems:
                  - item:
                      size: {width: "fractionalWidth(1/3)", height: "fractionalHeight(1)"}
                      contentInsets: 2.5

        """#
}
