// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/photo-feed.yaml`.
    static let photoFeed = #"""
        # Photo feed: a two-column waterfall (masonry) of photos of mixed aspect ratios under a header.
        # Each photo is as tall as its aspect ratio makes it at the column width (183 pt at 390 wide); the
        # fifth item of every six is a caption card of estimated height, which `--sizes` or the
        # playground's sizes replace with its measured height. Items go to the column that ends first.
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 10
            contentInsets: {top: 8, leading: 8, bottom: 8, trailing: 8}
            boundarySupplementaryItems:
              - kind: section-header
                alignment: top
                size: {width: "fractionalWidth(1)", height: "absolute(44)"}
            waterfall:
              columns: 2
              spacing: 8
              itemHeights:
                - "fractionalWidth(1.25)"
                - "fractionalWidth(0.75)"
                - "fractionalWidth(1)"
                - "fractionalWidth(1.5)"
                - "estimated(120)"
                - "fractionalWidth(0.75)"

        """#
}
