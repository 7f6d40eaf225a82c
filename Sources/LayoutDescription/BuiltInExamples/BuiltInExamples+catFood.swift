// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/cat-food.yaml`.
    static let catFood = #"""
        # Cat food: brand chips, a paged two-row food strip and full-width cat photos at 3:2.
        # Section 0: brand-name chips (estimated width 136, laid out at the estimate until measured)
        #   that come to rest on a chip's leading edge, under a header that pins while scrolling.
        # Section 1: food cards in two rows that page sideways, half a screen per column.
        # Section 2: full-width cat photos, two thirds as tall as they are wide (3:2).
        version: 1
        environment: {width: 390, height: 844, safeAreaInsets: {top: 47, bottom: 34}}
        sections:
          - itemCount: 10
            orthogonalScrollingBehavior: continuousGroupLeadingBoundary
            contentInsets: {top: 8, leading: 16, bottom: 8, trailing: 16}
            interGroupSpacing: 8
            boundarySupplementaryItems:
              - {kind: brands-header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top,
                 pinToVisibleBounds: true}
            group:
              horizontal:
                size: {width: "estimated(136)", height: "absolute(36)"}
                subitems:
                  - item: {size: {width: "estimated(136)", height: "fractionalHeight(1)"}}
          - itemCount: 10
            orthogonalScrollingBehavior: paging
            contentInsets: {top: 8, leading: 16, bottom: 8, trailing: 16}
            group:
              vertical:
                size: {width: "fractionalWidth(0.5)", height: "absolute(360)"}
                count: 2
                interItemSpacing: 8
                subitems:
                  - item:
                      size: {width: "fractionalWidth(1)", height: "fractionalHeight(0.5)"}
                      contentInsets: {top: 0, leading: 4, bottom: 0, trailing: 4}
          - itemCount: 6
            interGroupSpacing: 2
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(2/3)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

        """#
}
