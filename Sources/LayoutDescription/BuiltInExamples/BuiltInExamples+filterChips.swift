// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/filter-chips.yaml`.
    static let filterChips = #"""
        # Filter chips: a header, a wrapping row of self-sizing chips and a list of results below.
        # Section 0: the "Filters" header (44 pt) over 12 chips of estimated width (80 pt) in full-width
        #   rows of 32 pt, 8 pt between chips and between rows. Laid out at their estimates, 4 chips fit a
        #   row; measured, a row holds as many chips as fit and the next chip starts the next row, as UIKit
        #   re-flows them. The example's own chip widths: `complayout examples filter-chips --sizes`
        #   (Examples/filter-chips.sizes.json), e.g. piped to `frames --example filter-chips --sizes -`.
        # Section 1: 12 result rows of 56 pt.
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 12
            contentInsets: {top: 8, leading: 16, bottom: 8, trailing: 16}
            interGroupSpacing: 8
            boundarySupplementaryItems:
              - {kind: section-header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top}
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(32)"}
                interItemSpacing: 8
                subitems:
                  - item: {size: {width: "estimated(80)", height: "fractionalHeight(1)"}}
          - itemCount: 12
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(56)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

        """#
}
