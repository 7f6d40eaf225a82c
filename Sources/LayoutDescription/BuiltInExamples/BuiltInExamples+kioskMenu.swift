// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/kiosk-menu.yaml`.
    static let kioskMenu = #"""
        # Kiosk menu: a horizontal category strip, a 2 × 2 paged menu grid with a page indicator, an order list.
        # Section 0: category chips that scroll sideways (continuous).
        # Section 1: menu cards, four per page (a 2 × 2 nested group as wide as the screen), paging, with a
        #   page-indicator footer that stays put while the pages move.
        # Section 2: the order, a vertical list of rows with a header, a total footer and a background.
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 8
            orthogonalScrollingBehavior: continuous
            contentInsets: {top: 12, leading: 16, bottom: 12, trailing: 16}
            interGroupSpacing: 8
            group:
              horizontal:
                size: {width: "absolute(96)", height: "absolute(40)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          - itemCount: 12
            orthogonalScrollingBehavior: paging
            boundarySupplementaryItems:
              - {kind: page-indicator, size: {width: "fractionalWidth(1)", height: "absolute(24)"}, alignment: bottom}
            group:
              vertical:
                size: {width: "fractionalWidth(1)", height: "absolute(400)"}
                count: 2
                subitems:
                  - horizontal:
                      size: {width: "fractionalWidth(1)", height: "fractionalHeight(0.5)"}
                      count: 2
                      subitems:
                        - item:
                            size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}
                            contentInsets: 8
          - itemCount: 4
            contentInsets: {top: 8, leading: 16, bottom: 8, trailing: 16}
            boundarySupplementaryItems:
              - {kind: order-header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top}
              - {kind: order-total, size: {width: "fractionalWidth(1)", height: "absolute(56)"}, alignment: bottom}
            decorationItems: [{background: order-background, contentInsets: {top: 0, leading: 8, bottom: 0, trailing: 8}}]
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(56)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

        """#
}
