//! The texts of the arbiter's round-position screen ([`crate::round_page`]) in Dutch, English,
//! French and Danish. Kept apart from [`crate::i18n`], which belongs to the game page.

use crate::i18n::Lang;
use rules::Role;

/// A piece of text on the round screen.
#[derive(Copy, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum RKey {
    Round,
    Event,
    Leave518,
    NoRepeats,
    Draw,
    Number,
    Show,
    Copies,
    Print,
    Play,
    Language,
    Drawn,
    NoneYet,
    NotDrawn,
    AllUsed,
    BadNumber,
    Damaged,
    NoStorage,
    BackRank,
    Board,
}

/// The texts in [`RKey`] order; in each, Dutch, English, French, Danish.
const TEXTS: [[&str; 4]; 20] = [
    // Round
    ["Ronde", "Round", "Ronde", "Runde"],
    // Event
    ["Toernooi", "Event", "Tournoi", "Turnering"],
    // Leave518
    [
        "518 uitsluiten",
        "Leave out 518",
        "Exclure 518",
        "Udelad 518",
    ],
    // NoRepeats
    [
        "Geen herhaling in dit toernooi",
        "No repeats in this event",
        "Pas de répétition dans ce tournoi",
        "Ingen gentagelser i denne turnering",
    ],
    // Draw
    [
        "Stelling loten",
        "Draw position",
        "Tirer une position",
        "Træk stilling",
    ],
    // Number
    ["Nummer", "Number", "Numéro", "Nummer"],
    // Show
    ["Toon", "Show", "Afficher", "Vis"],
    // Copies
    ["Exemplaren", "Copies", "Exemplaires", "Kopier"],
    // Print
    ["Afdrukken", "Print", "Imprimer", "Udskriv"],
    // Play
    [
        "Speel deze stelling",
        "Play this position",
        "Jouer cette position",
        "Spil denne stilling",
    ],
    // Language
    ["Taal", "Language", "Langue", "Sprog"],
    // Drawn
    [
        "Geloot in dit toernooi",
        "Drawn in this event",
        "Tirées dans ce tournoi",
        "Trukket i denne turnering",
    ],
    // NoneYet
    [
        "Nog geen.",
        "None yet.",
        "Aucune pour l’instant.",
        "Ingen endnu.",
    ],
    // NotDrawn
    [
        "Nog geen stelling voor deze ronde: kies “Stelling loten”.",
        "No position for this round yet: press “Draw position”.",
        "Pas encore de position pour cette ronde : « Tirer une position ».",
        "Ingen stilling til denne runde endnu: tryk “Træk stilling”.",
    ],
    // AllUsed
    [
        "Alle stellingen zijn in dit toernooi al gebruikt.",
        "Every position has already been used in this event.",
        "Toutes les positions ont déjà été utilisées dans ce tournoi.",
        "Alle stillinger er allerede brugt i denne turnering.",
    ],
    // BadNumber
    [
        "Geen geldig nummer: gebruik 0 tot 959.",
        "Not a valid number: use 0 to 959.",
        "Numéro non valide : de 0 à 959.",
        "Ugyldigt nummer: brug 0 til 959.",
    ],
    // Damaged
    [
        "De opgeslagen lijst van dit toernooi was beschadigd; het leesbare deel is bewaard.",
        "The saved list of this event was damaged; the readable part was kept.",
        "La liste enregistrée de ce tournoi était endommagée ; la partie lisible a été conservée.",
        "Den gemte liste for denne turnering var beskadiget; den læsbare del er bevaret.",
    ],
    // NoStorage
    [
        "Deze browser kan de lijst niet bewaren.",
        "This browser cannot keep the list.",
        "Ce navigateur ne peut pas conserver la liste.",
        "Denne browser kan ikke gemme listen.",
    ],
    // BackRank
    [
        "Onderste rij van wit, a tot h",
        "White’s back rank, a to h",
        "Première rangée des Blancs, de a à h",
        "Hvids bagerste række, a til h",
    ],
    // Board
    [
        "Beginstelling",
        "Start position",
        "Position de départ",
        "Startstilling",
    ],
];

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::Nl => 0,
        Lang::En => 1,
        Lang::Fr => 2,
        Lang::Da => 3,
    }
}

/// The text for `key` in `lang`.
pub fn rt(lang: Lang, key: RKey) -> &'static str {
    TEXTS[key as usize][lang_index(lang)]
}

/// The name of a piece in `lang` (pawns never stand on the back rank but get a name too).
pub fn piece_name(lang: Lang, role: Role) -> &'static str {
    const NAMES: [[&str; 6]; 4] = [
        // King, Queen, Rook, Bishop, Knight, Pawn
        ["Koning", "Dame", "Toren", "Loper", "Paard", "Pion"],
        ["King", "Queen", "Rook", "Bishop", "Knight", "Pawn"],
        ["Roi", "Dame", "Tour", "Fou", "Cavalier", "Pion"],
        ["Konge", "Dronning", "Tårn", "Løber", "Springer", "Bonde"],
    ];
    let r = match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    NAMES[lang_index(lang)][r]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_names() {
        assert_eq!(piece_name(Lang::Nl, Role::Knight), "Paard");
        assert_eq!(piece_name(Lang::Fr, Role::Bishop), "Fou");
        assert_eq!(piece_name(Lang::Da, Role::Queen), "Dronning");
        assert_eq!(piece_name(Lang::En, Role::King), "King");
    }

    #[test]
    fn texts_are_in_key_and_language_order() {
        assert_eq!(rt(Lang::Nl, RKey::Round), "Ronde");
        assert_eq!(rt(Lang::Da, RKey::Round), "Runde");
        assert_eq!(rt(Lang::En, RKey::Draw), "Draw position");
        assert_eq!(rt(Lang::Fr, RKey::Print), "Imprimer");
        assert_eq!(rt(Lang::Nl, RKey::Board), "Beginstelling");
        assert_eq!(rt(Lang::Da, RKey::Board), "Startstilling");
        for row in TEXTS {
            assert!(row.iter().all(|t| !t.is_empty()));
        }
    }
}
