// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/mosaic.yaml`.
    static let mosaic = #"""
        # Mosaic: one large half-width photo, then two quarter-width columns of two small photos each.
        # Each group instance holds 5 items (1 large + 2 × 2 small) and is half the width tall.
        # The second column repeats the first through a YAML anchor (&column / *column).
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 10
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/2)"}
                subitems:
                  - item:
                      size: {width: "fractionalWidth(1/2)", height: "fractionalHeight(1)"}
                      contentInsets: 2
                  - vertical: &column
                      size: {width: "fractionalWidth(1/4)", height: "fractionalHeight(1)"}
                      subitems:
                        - item:
                            size: {width: "fractionalWidth(1)", height: "fractionalHeight(1/2)"}
                            contentInsets: 2
                  - vertical: *column

        """#
}
