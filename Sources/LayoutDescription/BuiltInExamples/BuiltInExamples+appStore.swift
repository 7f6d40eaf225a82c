// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/app-store.yaml`.
    static let appStore = #"""
        # App Store: a featured carousel, an "apps we love" ranking and themed collections, each scrolling sideways.
        # Section 0: featured apps, groups 90% of the width, centred group paging, a 1-pt separator footer.
        # Section 1: "apps we love", vertical groups of three rows, centred group paging, an estimated header
        #   (title and subtitle; laid out at its estimate until measured, e.g. with frames --sizes).
        # Section 2: themed collections, groups 65% of the width, group paging, a header.
        version: 1
        environment: {width: 390, height: 844}
        templates:
          carousel:
            contentInsets: {top: 0, leading: 16, bottom: 16, trailing: 16}
            interGroupSpacing: 10
            orthogonalScrollingBehavior: groupPagingCentered
        sections:
          - template: carousel
            itemCount: 3
            contentInsets: {top: 8, leading: 16, bottom: 16, trailing: 16}
            boundarySupplementaryItems:
              - {kind: separator, size: {width: "fractionalWidth(1)", height: "absolute(1)"}, alignment: bottom}
            group:
              horizontal:
                size: {width: "fractionalWidth(0.9)", height: "absolute(300)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          - template: carousel
            itemCount: 9
            boundarySupplementaryItems:
              - {kind: header, size: {width: "fractionalWidth(1)", height: "estimated(68)"}, alignment: top}
            group:
              vertical:
                size: {width: "fractionalWidth(0.9)", height: "absolute(240)"}
                count: 3
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1/3)"}}
          - template: carousel
            itemCount: 4
            orthogonalScrollingBehavior: groupPaging
            boundarySupplementaryItems:
              - {kind: header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top}
            group:
              horizontal:
                size: {width: "fractionalWidth(0.65)", height: "absolute(200)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

        """#
}
