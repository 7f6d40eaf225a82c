import UIKitCompatibility

/// A mail-style inbox: a plain list whose rows swipe to archive, flag or delete.
final class MailboxViewController {
    struct Message: Hashable {
        let id = UUID()
        var subject: String
        var isRead = false
        var isFlagged = false
    }

    var messages: [Message] = [
        Message(subject: "Lunch?"), Message(subject: "Invoice #2024-17"), Message(subject: "Build passed"),
        Message(subject: "Re: layout bug"), Message(subject: "Weekly digest"),
    ]

    func listConfiguration() -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 72, bottom: 0, trailing: 0)
        configuration.itemSeparatorHandler = { [weak self] indexPath, sectionSeparatorConfiguration in
            var configuration = sectionSeparatorConfiguration
            if let self, indexPath.item == self.messages.count - 1 {
                configuration.bottomSeparatorVisibility = .hidden
            }
            return configuration
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            let isRead = self.messages[indexPath.item].isRead
            let toggleRead = UIContextualAction(style: .normal, title: isRead ? "Unread" : "Read") {
                [weak self] _, _, completion in
                self?.messages[indexPath.item].isRead.toggle()
                completion(true)
            }
            toggleRead.image = UIImage(systemName: isRead ? "envelope.badge" : "envelope.open")
            toggleRead.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [toggleRead])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") {
                [weak self] _, _, completion in
                self?.messages.remove(at: indexPath.item)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
                self?.messages[indexPath.item].isFlagged.toggle()
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        return configuration
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: listConfiguration())
    }
}
