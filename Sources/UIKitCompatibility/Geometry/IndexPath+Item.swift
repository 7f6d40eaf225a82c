import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// An index path of an item in a section (UIKit's `IndexPath(item:section:)`), provided
        /// because Foundation outside Apple platforms has no such initialiser.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// An index path of a row in a section (UIKit's `IndexPath(row:section:)`).
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section: the first index (UIKit's `IndexPath.section`).
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The item: the second index (UIKit's `IndexPath.item`).
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The row: the second index (UIKit's `IndexPath.row`).
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
