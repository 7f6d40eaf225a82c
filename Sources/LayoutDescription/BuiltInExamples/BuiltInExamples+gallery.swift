// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/gallery.yaml`.
    static let gallery = #"""
        # Gallery: Apple's "Implementing Modern Collection Views" layouts in one description, one per section.
        # 0 list · 1 grid · 2 inset grid · 3 two-column · 4 adaptive columns · 5 header and footer ·
        # 6 pinned header · 7 section background · 8 nested groups · 9–13 one orthogonal section per
        # behaviour (from one template) · 14 item badges · 15 an inset-grouped list section
        # (UICollectionLayoutListConfiguration, inset by the 16-pt layout margins). A layout-level title sits
        # above everything.
        # "Adaptive" in Apple's sample picks the column count from the container width in a section provider;
        # a static description cannot branch, so section 4 uses the closest honest equivalent: fixed
        # 120-pt columns repeated to fill the width (3 columns at 390, 6 at 800; R-GROUP-2 in *Layout rules*).
        version: 1
        environment: {width: 390, height: 844, layoutMargins: {top: 0, leading: 16, bottom: 0, trailing: 16}}
        configuration:
          interSectionSpacing: 20
          boundarySupplementaryItems:
            - {kind: layout-title, size: {width: "fractionalWidth(1)", height: "absolute(52)"}, alignment: top}
        templates:
          orthogonal:
            itemCount: 6
            contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
            interGroupSpacing: 10
            boundarySupplementaryItems:
              - {kind: behaviour-label, size: {width: "fractionalWidth(1)", height: "absolute(28)"}, alignment: top}
            group:
              horizontal:
                size: {width: "fractionalWidth(0.6)", height: "absolute(100)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        sections:
          - itemCount: 3
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 10
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "fractionalWidth(0.2)"},
                    subitems: [{item: {size: {width: "fractionalWidth(0.2)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 10
            contentInsets: 10
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "fractionalWidth(0.2)"},
                    subitems: [{item: {size: {width: "fractionalWidth(0.2)", height: "fractionalHeight(1)"},
                                       contentInsets: 5}}]}}
          - itemCount: 6
            contentInsets: 10
            interGroupSpacing: 10
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, count: 2,
                    interItemSpacing: 10, subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 7
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(120)"},
                    subitems: [{item: {size: {width: "absolute(120)", height: "fractionalHeight(1)"}, contentInsets: 2}}]}}
          - itemCount: 3
            interGroupSpacing: 5
            contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
            boundarySupplementaryItems:
              - {kind: section-header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top}
              - {kind: section-footer, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: bottom}
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 6
            interGroupSpacing: 5
            contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
            boundarySupplementaryItems:
              - {kind: pinned-header, size: {width: "fractionalWidth(1)", height: "absolute(44)"}, alignment: top,
                 pinToVisibleBounds: true, zIndex: 2}
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 4
            interGroupSpacing: 5
            contentInsets: 10
            decorationItems: [{background: section-background, contentInsets: 5}]
            group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
          - itemCount: 6
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(0.6)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(0.7)", height: "fractionalHeight(1)"}, contentInsets: 5}
                  - vertical:
                      size: {width: "fractionalWidth(0.3)", height: "fractionalHeight(1)"}
                      count: 2
                      subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(0.5)"}, contentInsets: 5}}]
          - {template: orthogonal, orthogonalScrollingBehavior: continuous}
          - {template: orthogonal, orthogonalScrollingBehavior: continuousGroupLeadingBoundary}
          - {template: orthogonal, orthogonalScrollingBehavior: paging,
             orthogonalScrollingProperties: {decelerationRate: fast, bounce: always}}
          - {template: orthogonal, orthogonalScrollingBehavior: groupPaging}
          - {template: orthogonal, orthogonalScrollingBehavior: groupPagingCentered}
          - itemCount: 8
            contentInsets: 20
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(0.22)"}
                subitems:
                  - item:
                      size: {width: "fractionalWidth(0.25)", height: "fractionalHeight(1)"}
                      contentInsets: 5
                      supplementaryItems:
                        - {kind: badge, size: {width: "absolute(20)", height: "absolute(20)"},
                           containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}}
          - itemCount: 4
            list: {appearance: insetGrouped, headerMode: supplementary}

        """#
}
