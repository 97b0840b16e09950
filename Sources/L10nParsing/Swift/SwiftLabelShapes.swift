import L10nModel

/// Label content beyond plain views: `Image`-typed names and members, untitled progress
/// views, empty texts, and overlays that put text on an icon.
extension SwiftScanContext {
    /// Views that show nothing in a label: `ProgressView()` without a title, `Text("")`.
    /// Nil when `name` is not one of them; `.text` for a titled `ProgressView("key")`.
    func silentStep(_ name: String, _ position: Int) -> ContentStep? {
        if name == "Text" {  // `Text("")`: checked on tokens first, the common `Text("key")` stays cheap
            guard index.kind(position + 1, is: .leftParen), index.kind(position + 2, is: .stringBegin) else { return nil }
            let close = index.close(position + 1)
            guard isBlankLiteral(position + 2, close), let call = index.parseCall(name: position) else { return nil }
            return .next(index.parseChain(from: call.end).1)
        }
        guard name == "ProgressView", index.isCallSite(position), let call = index.parseCall(name: position) else { return nil }
        let after = index.parseChain(from: call.end).1
        return call.leadingUnlabeledArgument == nil && call.trailingClosures.isEmpty ? .next(after) : .text
    }

    /// A name this file declares as an `Image` (`let icon: Image`, a parameter `icon: Image`,
    /// `let badge = Image(…)`), used as a view: `icon`, `self.icon.resizable()`.
    func imageValue(_ position: Int) -> (SwiftImage, Int)? {
        var name = position
        if index.isIdentifier(position, "self"), index.kind(position + 1, is: .period), index.kind(position + 2, is: .identifier) {
            name = position + 2
        } else if index.kind(position - 1, is: .period) {
            return nil
        }
        guard !index.startsUppercase(name), !index.kind(name + 1, is: .leftParen), declarations.types[index.text(name)] == "Image" else { return nil }
        let (chain, next) = index.parseChain(from: name + 1)
        return (SwiftImage(range: index.range(file, position, name + 1), source: .other, modifiers: modifierFacts(chain)), next)
    }

    /// A static member used as a view: `Icons.edit`, `IconProvider.threeDotsVertical.resizable()`,
    /// `Image.close`. Resolved against the project's symbols, like a custom view; returned with
    /// its modifier chain and the index after it.
    func memberReference(_ position: Int) -> (String, [SwiftCallSyntax], Int)? {
        guard index.startsUppercase(position), index.kind(position + 1, is: .period), index.kind(position + 2, is: .identifier) else { return nil }
        var last = position + 2
        while !index.startsUppercase(last), index.kind(last + 1, is: .period), index.kind(last + 2, is: .identifier), !index.hasNewlineBefore(last + 1) {
            if index.kind(last + 3, is: .leftParen) { break }  // `Icons.edit.resizable()`: the modifier chain starts
            last += 2
        }
        while index.startsUppercase(last), index.kind(last + 1, is: .period), index.kind(last + 2, is: .identifier) { last += 2 }  // `Icons.Nav.back`
        guard !index.startsUppercase(last), !index.kind(last + 1, is: .leftParen) else { return nil }
        let (chain, next) = index.parseChain(from: last + 1)
        return (index.text(from: position, to: last + 1), chain, next)
    }

    /// Whether the closure at `open` shows a view held in a variable or property: a statement
    /// that is a lowercase name, not a call nor a keyword, nor declared an `Image` (`label`,
    /// `title.font(.headline)`).
    func showsViewVariable(_ open: Int) -> Bool {
        let close = index.close(open)
        var position = open + 1
        while position < close {
            if index.kind(position, is: .identifier), position == open + 1 || index.hasNewlineBefore(position) || index.kind(position - 1, is: .semicolon),
                !index.startsUppercase(position), !index.kind(position + 1, is: .leftParen), !index.kind(position + 1, is: .leftBrace), !index.isIdentifier(position + 1, "in"),
                !Self.statementKeywords.contains(index.text(position)), declarations.types[index.text(position)] != "Image"
            {
                return true
            }
            position = index[position].isOpeningBracket ? index.close(position) + 1 : position + 1
        }
        return false
    }

    private static let statementKeywords: Set<String> = ["if", "else", "switch", "case", "default", "let", "var", "for", "return", "guard", "self"]

    /// Whether an `.overlay { Text(…) }` (or `.overlay(Text(…))`) in the chain puts text on the
    /// view: the control is then labelled by that text.
    func overlayShowsText(_ chain: [SwiftCallSyntax]) -> Bool {
        guard overlayDepth < 4 else { return false }
        overlayDepth += 1
        defer { overlayDepth -= 1 }
        for modifier in chain where index.isIdentifier(modifier.name, "overlay") {
            for argument in modifier.arguments where argument.label == nil || argument.label == "content" {
                let shown = argument.isClosure ? content(closure: argument.start) : content(argument.start, argument.end)
                if case .text = shown { return true }
            }
            for closure in modifier.trailingClosures {
                if case .text = content(closure: closure.open) { return true }
            }
        }
        return false
    }
}
