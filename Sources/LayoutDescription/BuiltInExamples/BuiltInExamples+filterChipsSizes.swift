// Generated from Examples/*.sizes.json by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.

extension BuiltInExamples {
    /// The text of `Examples/filter-chips.sizes.json`.
    static let filterChipsSizes = #"""
        {"cells": {
          "0:0": {"width": 56}, "0:1": {"width": 72}, "0:2": {"width": 104}, "0:3": {"width": 64},
          "0:4": {"width": 88}, "0:5": {"width": 120}, "0:6": {"width": 48}, "0:7": {"width": 96},
          "0:9": {"width": 136}, "0:10": {"width": 72}, "0:11": {"width": 60}}}

        """#
}
