//! Every visible string in Dutch, English, French and Danish.

/// A user interface language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Nederlands.
    Nl,
    /// English.
    En,
    /// Français.
    Fr,
    /// Dansk.
    Da,
}

impl Lang {
    /// All languages, in the order shown in the language picker.
    pub const ALL: [Lang; 4] = [Lang::Nl, Lang::En, Lang::Fr, Lang::Da];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Nl => "nl",
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Da => "da",
        }
    }

    /// The language for a code such as `nl` or a browser tag such as `nl-BE`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        match primary.as_str() {
            "nl" => Some(Lang::Nl),
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "da" => Some(Lang::Da),
            _ => None,
        }
    }

    /// The first supported language among the browser's preferences, else English.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_code)
            .unwrap_or(Lang::En)
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Nl => "Nederlands",
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Da => "Dansk",
        }
    }
}

/// Declares [`Key`], its names (as used in `data-k` attributes of the page) and the texts.
macro_rules! keys {
    ($($name:ident => [$nl:expr, $en:expr, $fr:expr, $da:expr $(,)?],)*) => {
        /// A piece of user interface text.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum Key {
            $($name,)*
        }

        impl Key {
            /// The key for its name, as written in `data-k="..."` in the page.
            pub fn from_name(name: &str) -> Option<Key> {
                match name {
                    $(stringify!($name) => Some(Key::$name),)*
                    _ => None,
                }
            }
        }

        /// The text for `key` in `lang`.
        pub fn t(lang: Lang, key: Key) -> &'static str {
            let [nl, en, fr, da]: [&'static str; 4] = match key {
                $(Key::$name => [$nl, $en, $fr, $da],)*
            };
            match lang {
                Lang::Nl => nl,
                Lang::En => en,
                Lang::Fr => fr,
                Lang::Da => da,
            }
        }
    };
}

keys! {
    CastleShort => ["Rokeren O-O", "Castle O-O", "Roquer O-O", "Rokade O-O"],
    CastleLong => ["Rokeren O-O-O", "Castle O-O-O", "Roquer O-O-O", "Rokade O-O-O"],
    CastlePreviewHint => [
            "Wijs een rokadeknop aan om te zien waar koning en toren komen",
            "Point at a castling button to see where king and rook will land",
            "Survolez un bouton de roque pour voir où iront le roi et la tour",
            "Peg på en rokadeknap for at se, hvor konge og tårn ender",
        ],
    Board => ["Schaakbord", "Chess board", "Échiquier", "Skakbræt"],
    NewGame => ["Nieuwe partij", "New game", "Nouvelle partie", "Nyt parti"],
    Random => ["Willekeurig", "Random", "Au hasard", "Tilfældig"],
    Exclude518 => [
            "Zonder 518 (klassiek)",
            "Leave out 518 (classical)",
            "Sans la 518 (classique)",
            "Uden 518 (klassisk)",
        ],
    ByNumber => ["Nummer (0-959)", "Number (0-959)", "Numéro (0-959)", "Nummer (0-959)"],
    FromFen => ["Vanaf FEN", "From FEN", "Depuis un FEN", "Fra FEN"],
    StartGame => ["Beginnen", "Start", "Commencer", "Start"],
    Takeback => ["Zet terug", "Take back", "Reprendre", "Tag tilbage"],
    Flip => ["Bord draaien", "Flip board", "Tourner l'échiquier", "Vend brættet"],
    HotSeat => [
            "Bord draait na elke zet",
            "Turn board after each move",
            "Tourner après chaque coup",
            "Vend brættet efter hvert træk",
        ],
    Resign => ["Opgeven", "Resign", "Abandonner", "Opgiv"],
    OfferDraw => ["Remise", "Draw", "Nulle", "Remis"],
    ConfirmDraw => [
            "Remise afspreken? Klik nogmaals",
            "Agree a draw? Click again",
            "Nulle d'un commun accord ? Cliquez encore",
            "Aftal remis? Klik igen",
        ],
    ConfirmResign => [
        "Echt opgeven? Klik nogmaals",
        "Really resign? Click again",
        "Vraiment abandonner ? Cliquez encore",
        "Opgiv virkelig? Klik igen",
    ],
    NoStorage => [
        "Deze browser laat het bord de partij niet bewaren; bij herladen begint een nieuwe partij",
        "This browser does not let the board keep the game; a reload starts a new game",
        "Ce navigateur ne permet pas de conserver la partie ; un rechargement en commence une nouvelle",
        "Denne browser lader ikke brættet gemme partiet; en genindlæsning starter et nyt parti",
    ],
    ClaimThreefold => [
            "Remise claimen (3× herhaling)",
            "Claim draw (threefold repetition)",
            "Réclamer la nulle (triple répétition)",
            "Kræv remis (tre gange gentagelse)",
        ],
    ClaimFifty => [
            "Remise claimen (50 zetten)",
            "Claim draw (50 moves)",
            "Réclamer la nulle (50 coups)",
            "Kræv remis (50 træk)",
        ],
    Moves => ["Zetten", "Moves", "Coups", "Træk"],
    BackToGame => [
            "Terug naar de partij",
            "Back to the game",
            "Retour à la partie",
            "Tilbage til partiet",
        ],
    Copy => ["Kopiëren", "Copy", "Copier", "Kopiér"],
    Copied => ["Gekopieerd", "Copied", "Copié", "Kopieret"],
    Pgn => ["PGN", "PGN", "PGN", "PGN"],
    Download => ["Downloaden", "Download", "Télécharger", "Hent"],
    Import => ["Importeren", "Import", "Importer", "Importér"],
    ImportHint => [
            "Plak hier een PGN of FEN",
            "Paste a PGN or FEN here",
            "Collez un PGN ou un FEN ici",
            "Indsæt en PGN eller FEN her",
        ],
    WhiteName => ["Wit", "White", "Blancs", "Hvid"],
    BlackName => ["Zwart", "Black", "Noirs", "Sort"],
    Event => ["Toernooi", "Event", "Tournoi", "Turnering"],
    Site => ["Plaats", "Site", "Lieu", "Sted"],
    Date => ["Datum", "Date", "Date", "Dato"],
    Round => ["Ronde", "Round", "Ronde", "Runde"],
    WhiteToMove => ["Wit aan zet", "White to move", "Les Blancs jouent", "Hvid i trækket"],
    BlackToMove => ["Zwart aan zet", "Black to move", "Les Noirs jouent", "Sort i trækket"],
    Check => ["Schaak!", "Check!", "Échec !", "Skak!"],
    Queen => ["Dame", "Queen", "Dame", "Dronning"],
    Rook => ["Toren", "Rook", "Tour", "Tårn"],
    Bishop => ["Loper", "Bishop", "Fou", "Løber"],
    Knight => ["Paard", "Knight", "Cavalier", "Springer"],
    Promotion => ["Promotie", "Promotion", "Promotion", "Forvandling"],
    Language => ["Taal", "Language", "Langue", "Sprog"],
    WhiteWins => ["Wit wint", "White wins", "Les Blancs gagnent", "Hvid vinder"],
    BlackWins => ["Zwart wint", "Black wins", "Les Noirs gagnent", "Sort vinder"],
    Draw => ["Remise", "Draw", "Partie nulle", "Remis"],
    ByCheckmate => ["door mat", "by checkmate", "par mat", "ved skakmat"],
    ByStalemate => ["door pat", "by stalemate", "par pat", "ved pat"],
    ByFivefold => [
            "door vijfvoudige herhaling",
            "by fivefold repetition",
            "par quintuple répétition",
            "ved fem gange gentagelse",
        ],
    BySeventyFive => [
            "door de 75-zettenregel",
            "by the 75-move rule",
            "par la règle des 75 coups",
            "ved 75-træksreglen",
        ],
    ByDeadPosition => [
            "door een dode stelling",
            "by dead position",
            "par position morte",
            "ved død stilling",
        ],
    ByResignation => ["door opgave", "by resignation", "par abandon", "ved opgivelse"],
    ByAgreement => [
            "in onderling overleg",
            "by agreement",
            "d'un commun accord",
            "efter aftale",
        ],
    ByThreefold => [
            "door drievoudige herhaling",
            "by threefold repetition",
            "par triple répétition",
            "ved tre gange gentagelse",
        ],
    ByFifty => [
            "door de 50-zettenregel",
            "by the 50-move rule",
            "par la règle des 50 coups",
            "ved 50-træksreglen",
        ],
    ByTimeout => ["door tijdoverschrijding", "on time", "au temps", "på tid"],
    BadParam => [
            "Ongeldige parameter in de adresregel, genegeerd",
            "Invalid parameter in the address, ignored",
            "Paramètre invalide dans l'adresse, ignoré",
            "Ugyldig parameter i adressen, ignoreret",
        ],
    CorruptSave => [
            "De opgeslagen partij was beschadigd en is apart bewaard; er begint een nieuwe partij",
            "The saved game was damaged and has been kept aside; a new game starts",
            "La partie enregistrée était endommagée et a été mise de côté ; une nouvelle partie commence",
            "Det gemte parti var beskadiget og er gemt til side; et nyt parti begynder",
        ],
    BadImport => [
            "Kan niet importeren",
            "Cannot import",
            "Import impossible",
            "Kan ikke importere",
        ],
    Imported => ["Geïmporteerd", "Imported", "Importé", "Importeret"],
    NewGameWarning => [
            "De huidige partij gaat verloren. Klik nogmaals om te bevestigen",
            "The current game will be lost. Click again to confirm",
            "La partie en cours sera perdue. Cliquez encore pour confirmer",
            "Det nuværende parti går tabt. Klik igen for at bekræfte",
        ],
    White => ["Wit", "White", "Blancs", "Hvid"],
    Black => ["Zwart", "Black", "Noirs", "Sort"],
    TimeControl => ["Bedenktijd", "Time control", "Cadence", "Betænkningstid"],
    NoClock => ["Geen klok", "No clock", "Sans pendule", "Intet ur"],
    Custom => ["Eigen keuze", "Custom", "Personnalisée", "Egen"],
    ClockStart => ["Klok starten", "Start clock", "Démarrer la pendule", "Start uret"],
    ClockPause => ["Klok pauzeren", "Pause clock", "Arrêter la pendule", "Stop uret"],
    ClockResume => ["Klok hervatten", "Resume clock", "Reprendre la pendule", "Genstart uret"],
    Minutes => ["minuten", "minutes", "minutes", "minutter"],
    EmbedTitle => [
        "Op je eigen site plaatsen",
        "Embed on your site",
        "Intégrer à votre site",
        "Indsæt på dit websted",
    ],
    Controls => ["Knoppen", "Controls", "Commandes", "Knapper"],
    ControlsNone => ["Alleen het bord", "Board only", "Échiquier seul", "Kun brættet"],
    ControlsMinimal => ["Het nodige", "Essential", "L'essentiel", "Det nødvendige"],
    ControlsFull => ["Alles", "All", "Tout", "Alt"],
    Preview => ["Voorbeeld", "Preview", "Aperçu", "Forhåndsvisning"],
    Increment => ["seconden per zet", "seconds per move", "secondes par coup", "sekunder pr. træk"],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_language_falls_back_to_english() {
        assert_eq!(Lang::from_browser(["de-DE", "fr-CA"]), Lang::Fr);
        assert_eq!(Lang::from_browser(["de-DE"]), Lang::En);
        assert_eq!(Lang::from_code("NL"), Some(Lang::Nl));
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn castling_buttons_name_the_notation() {
        for lang in Lang::ALL {
            assert!(t(lang, Key::CastleShort).ends_with("O-O"));
            assert!(t(lang, Key::CastleLong).ends_with("O-O-O"));
        }
        assert_eq!(t(Lang::Nl, Key::CastleShort), "Rokeren O-O");
        assert_eq!(t(Lang::Nl, Key::CastleLong), "Rokeren O-O-O");
        assert_eq!(Key::from_name("CastleShort"), Some(Key::CastleShort));
        assert_eq!(Key::from_name("nope"), None);
    }
}
