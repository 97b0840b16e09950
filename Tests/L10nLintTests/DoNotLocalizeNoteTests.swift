import Testing
@testable import L10nModel

/// Comments that mark a key as not to be localized: an Interface Builder Localizer Hint as
/// Xcode exports it, or a comment saying only that; advice about part of a text is not one.
struct DoNotLocalizeNoteTests {
    @Test(arguments: [
        #"Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn-pW-tq6"; Note = "Do not localize";"#,
        #"Class = "UILabel"; text = "Label"; ObjectID = "a1b-2c-3d4"; Note = "DNL";"#,
        "Do not translate.",
        "Don’t localize",
        " DNL ",
        // A Localizer Hint that says what the text is first (GoMap's storyboards).
        #"Class = "UITextField"; placeholder = "value"; ObjectID = "u2W-Xt-qyS"; Note = "Placeholder - Do not translate";"#,
        #"Class = "UILabel"; text = "Lorem ipsum"; ObjectID = "a1b-2c-3d4"; Note = "Placeholder text, replaced at run time";"#,
        "Brand name. Do not translate.",
        "Le nom de l’app — Do not translate",
    ])
    func saysDoNotLocalize(_ comment: String) {
        #expect(DoNotLocalizeNote.says(comment))
        #expect(!CatalogEntry(key: "k", keyRange: .init(file: FileID(0), start: 0, end: 0), comment: comment).shouldTranslate)
    }

    @Test(arguments: [
        #"Class = "NSButtonCell"; title = "Add"; ObjectID = "Ab1-cd-EF2";"#,
        #"Class = "UILabel"; text = "Pro"; ObjectID = "a1b-2c-3d4"; Note = "Do not translate the word Pro";"#,
        "Do not translate 'Lingo Pro'",
        "Button title; do not make it longer than the English",
        "Settings title - do not translate 'Pro'",
        "Placeholder for the name field",
        "Ein Text für „Über“ – nicht übersetzen heißt hier: do not translate 'Pro'",
        "",
    ])
    func isAdvice(_ comment: String) {
        #expect(!DoNotLocalizeNote.says(comment))
        var entry = CatalogEntry(key: "k", keyRange: .init(file: FileID(0), start: 0, end: 0))
        entry.comment = comment
        #expect(entry.shouldTranslate)
    }
}
