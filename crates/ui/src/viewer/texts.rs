//! The game viewer's own texts in Dutch, English, French and Danish. Declared here with the
//! one text system ([`crate::text_table!`]) but not in the game's table, so the game page's
//! texts file and wasm do not carry them; piece names and the game in words are the game's
//! ([`crate::speech`]).

crate::text_table! {
    First => ["Begin", "First", "Début", "Første"],
    Back => ["Terug", "Back", "Précédent", "Tilbage"],
    Forward => ["Verder", "Forward", "Suivant", "Frem"],
    Last => ["Einde", "Last", "Fin", "Sidste"],
    Flip => ["Bord draaien", "Flip board", "Tourner l'échiquier", "Vend brættet"],
    ContinueHere => [
        "Verder spelen vanaf hier",
        "Continue from here",
        "Continuer à partir d'ici",
        "Fortsæt herfra",
    ],
    Games => ["Partij", "Game", "Partie", "Parti"],
    Moves => ["Zetten", "Moves", "Coups", "Træk"],
    Board => ["Bord", "Board", "Échiquier", "Bræt"],
    Round => ["Ronde", "Round", "Ronde", "Runde"],
    StartPosition => [
        "Beginstelling",
        "Start position",
        "Position de départ",
        "Udgangsstilling",
    ],
    Variation => ["variant", "variation", "variante", "variant"],
    Help => [
        "Pijltjes links en rechts: zet terug en verder; Home en End: begin en einde. Op het bord: komma en punt; W en B noemen de stukken, L de zet.",
        "Left and right arrows: back and forward; Home and End: first and last. On the board: comma and full stop; W and B list the pieces, L says the move.",
        "Flèches gauche et droite : coup précédent et suivant ; Début et Fin : début et fin. Sur l'échiquier : virgule et point ; W et B listent les pièces, L dit le coup.",
        "Venstre- og højrepil: tilbage og frem; Home og End: første og sidste. På brættet: komma og punktum; W og B nævner brikkerne, L siger trækket.",
    ],
    NoPgn => [
        "Geen partij gegeven: zet een PGN in het adres (pgn=…).",
        "No game given: put a PGN in the address (pgn=…).",
        "Aucune partie : mettez un PGN dans l'adresse (pgn=…).",
        "Intet parti angivet: sæt en PGN i adressen (pgn=…).",
    ],
    NoGame => [
        "Deze PGN bevat geen partij.",
        "This PGN holds no game.",
        "Ce PGN ne contient aucune partie.",
        "Denne PGN indeholder intet parti.",
    ],
    BadPgn => [
        "Deze PGN kan niet gelezen worden",
        "This PGN cannot be read",
        "Ce PGN ne peut pas être lu",
        "Denne PGN kan ikke læses",
    ],
    Line => ["regel", "line", "ligne", "linje"],
    BadMove => [
        "onmogelijke zet",
        "impossible move",
        "coup impossible",
        "umuligt træk",
    ],
    TooLarge => [
        "De PGN is te groot.",
        "The PGN is too large.",
        "Le PGN est trop grand.",
        "PGN'en er for stor.",
    ],
    NoSuchGame => [
        "Die partij staat niet in de PGN; de eerste wordt getoond.",
        "That game is not in the PGN; showing the first.",
        "Cette partie n'est pas dans le PGN ; la première est affichée.",
        "Det parti er ikke i PGN'en; det første vises.",
    ],
    EmbedGame => [
        "Een partij tonen",
        "Show a game",
        "Montrer une partie",
        "Vis et parti",
    ],
    EmbedPaste => [
        "Plak de PGN van een partij of een ronde:",
        "Paste the PGN of a game or a round:",
        "Collez le PGN d'une partie ou d'une ronde :",
        "Indsæt PGN'en for et parti eller en runde:",
    ],
}
