// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/benefits-tab.yaml`.
    static let benefitsTab = #"""
        # Benefits tab: a many-section promotional feed built from section templates (the layout-factory pattern).
        # Templates: a centred banner carousel, a four-column category grid, a recommendation list with a
        # header, a horizontal store strip, and a two-column collection with a header. Sections pick a
        # template and override what differs (item count, insets, behaviour); the last two sections are one
        # collection split in two.
        version: 1
        environment: {width: 390, height: 844, safeAreaInsets: {top: 47, bottom: 34}}
        configuration: {interSectionSpacing: 16}
        templates:
          banner:
            itemCount: 4
            orthogonalScrollingBehavior: groupPagingCentered
            contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
            interGroupSpacing: 8
            group:
              horizontal:
                size: {width: "fractionalWidth(0.86)", height: "absolute(160)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          headed:
            contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
            boundarySupplementaryItems:
              - {kind: title, size: {width: "fractionalWidth(1)", height: "absolute(40)"}, alignment: top}
          categories:
            itemCount: 8
            contentInsets: {top: 0, leading: 12, bottom: 0, trailing: 12}
            interGroupSpacing: 8
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(84)"}
                count: 4
                interItemSpacing: 8
                subitems:
                  - item: {size: {width: "fractionalWidth(1/4)", height: "fractionalHeight(1)"}}
          recommendations:
            template: headed
            itemCount: 3
            interGroupSpacing: 8
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(72)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          stores:
            template: headed
            itemCount: 12
            orthogonalScrollingBehavior: continuous
            interGroupSpacing: 10
            group:
              horizontal:
                size: {width: "absolute(88)", height: "absolute(112)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          collection:
            template: headed
            itemCount: 4
            interGroupSpacing: 10
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(180)"}
                count: 2
                interItemSpacing: 10
                subitems:
                  - item: {size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}}
        sections:
          - {template: banner}
          - {template: categories}
          - {template: recommendations}
          - {template: banner, itemCount: 2, orthogonalScrollingBehavior: groupPaging}
          - {template: stores}
          - {template: recommendations, itemCount: 5}
          - {template: collection}
          - {template: collection, itemCount: 6, contentInsets: {top: 0, leading: 16, bottom: 24, trailing: 16}}

        """#
}
