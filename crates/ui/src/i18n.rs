//! Every visible string of the game page in Dutch, English, French and Danish (the round
//! screen, a separate app, keeps its own texts: the `round` crate's `texts` module).

pub use crate::lang::Lang;

crate::text_table! {
    @loaded
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
    Takeback => ["Terugnemen", "Take back", "Annuler le coup", "Tag trækket tilbage"],
    Flip => ["Bord draaien", "Flip board", "Tourner l'échiquier", "Vend brættet"],
    HotSeat => [
            "Bord draait na elke zet",
            "Turn board after each move",
            "Tourner après chaque coup",
            "Vend brættet efter hvert træk",
        ],
    Resign => ["Opgeven", "Resign", "Abandonner", "Opgiv"],
    OfferDraw => ["Remise", "Draw", "Nulle", "Remis"],
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
    CopyLink => ["Link kopiëren", "Copy link", "Copier le lien", "Kopiér link"],
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
    White => ["Wit", "White", "Blancs", "Hvid"],
    Black => ["Zwart", "Black", "Noirs", "Sort"],
    TimeControl => ["Bedenktijd", "Time control", "Cadence", "Betænkningstid"],
    NoClock => ["Geen klok", "No clock", "Sans pendule", "Intet ur"],
    Custom => ["Eigen keuze", "Custom", "Personnalisée", "Egen"],
    ClockStart => ["Klok starten", "Start clock", "Démarrer la pendule", "Start uret"],
    ClockPause => ["Klok pauzeren", "Pause clock", "Arrêter la pendule", "Stop uret"],
    ClockResume => ["Klok hervatten", "Resume clock", "Relancer la pendule", "Fortsæt uret"],
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
    Viewing => ["Je bekijkt", "Viewing", "Vous regardez", "Du ser"],
    StartPosition => ["de beginstelling", "the start position", "la position de départ", "udgangsstillingen"],
    ClickBoardToReturn => [
        "Esc of klik op het bord: terug",
        "Esc or click the board to return",
        "Échap ou clic sur l'échiquier : retour",
        "Esc eller klik på brættet: tilbage",
    ],
    CastleConfirmShort => ["Bevestig O-O", "Confirm O-O", "Confirmer O-O", "Bekræft O-O"],
    CastleConfirmLong => ["Bevestig O-O-O", "Confirm O-O-O", "Confirmer O-O-O", "Bekræft O-O-O"],
    UseCastleButton => [
        "Rokeren doe je met de knop",
        "To castle, use the button",
        "Pour roquer, utilisez le bouton",
        "Rokade laver du med knappen",
    ],
    ClockPausedNoMove => [
        "De klok staat stil: hervat hem om verder te spelen",
        "The clock is paused: resume it to play on",
        "La pendule est arrêtée : relancez-la pour continuer",
        "Uret er stoppet: start det igen for at spille videre",
    ],
    TimeControlInvalid => [
        "Eigen bedenktijd: hele minuten van 1 tot 600 en seconden per zet van 0 tot 600. De vorige bedenktijd blijft.",
        "Custom time control: whole minutes from 1 to 600 and seconds per move from 0 to 600. The previous time control stays.",
        "Cadence : de 1 à 600 minutes entières et de 0 à 600 secondes par coup. L'ancienne cadence reste.",
        "Egen betænkningstid: hele minutter fra 1 til 600 og sekunder pr. træk fra 0 til 600. Den forrige betænkningstid gælder stadig.",
    ],
    TimeControlNextGame => [
        "De nieuwe bedenktijd geldt vanaf de volgende partij",
        "The new time control applies from the next game",
        "La nouvelle cadence s'appliquera à la prochaine partie",
        "Den nye betænkningstid gælder fra næste parti",
    ],
    TooLarge => ["Te groot", "Too large", "Trop volumineux", "For stor"],
    BadNumber => [
        "geen beginstellingsnummer (0-959)",
        "not a start position number (0-959)",
        "n'est pas un numéro de position de départ (0-959)",
        "er ikke et udgangsstillingsnummer (0-959)",
    ],
    OpenElsewhere => [
        "Deze partij is open in een ander tabblad of venster.",
        "This game is open in another tab or window.",
        "Cette partie est ouverte dans un autre onglet ou une autre fenêtre.",
        "Dette parti er åbent i en anden fane eller et andet vindue.",
    ],
    PlayHere => ["Hier spelen", "Play here", "Jouer ici", "Spil her"],
    AskLeave => [
        "Nieuwe partij beginnen? De huidige partij is nog niet uit en gaat verloren.",
        "Start a new game? The current game is not finished and will be lost.",
        "Commencer une nouvelle partie ? La partie en cours n'est pas terminée et sera perdue.",
        "Start et nyt parti? Det nuværende parti er ikke færdigt og går tabt.",
    ],
    AskResume => [
        "De andere partij hervatten? Deze blijft bewaard.",
        "Resume the other game? This one is kept.",
        "Reprendre l'autre partie ? Celle-ci est gardée.",
        "Genoptag det andet parti? Dette gemmes.",
    ],
    AskLeaveYes => ["Ja, nieuwe partij", "Yes, new game", "Oui, nouvelle partie", "Ja, nyt parti"],
    AskContinue => ["Nee, verder spelen", "No, continue", "Non, continuer", "Nej, fortsæt"],
    AskResignWhite => [
        "Wit geeft op: zeker weten?",
        "White resigns: are you sure?",
        "Les Blancs abandonnent : vous êtes sûr ?",
        "Hvid opgiver: er du sikker?",
    ],
    AskResignBlack => [
        "Zwart geeft op: zeker weten?",
        "Black resigns: are you sure?",
        "Les Noirs abandonnent : vous êtes sûr ?",
        "Sort opgiver: er du sikker?",
    ],
    AskResignYes => ["Ja, opgeven", "Yes, resign", "Oui, abandonner", "Ja, opgiv"],
    AskDraw => [
        "Spreken beide spelers remise af?",
        "Do both players agree to a draw?",
        "Les deux joueurs sont-ils d'accord pour la nulle ?",
        "Er begge spillere enige om remis?",
    ],
    AskDrawYes => ["Ja, remise", "Yes, draw", "Oui, nulle", "Ja, remis"],
    ResignWhite => ["Wit geeft op", "White resigns", "Les Blancs abandonnent", "Hvid opgiver"],
    ResignBlack => ["Zwart geeft op", "Black resigns", "Les Noirs abandonnent", "Sort opgiver"],
    Rematch => [
        "Revanche (kleuren gewisseld)",
        "Rematch (colours swapped)",
        "Revanche (couleurs inversées)",
        "Revanche (farverne byttet)",
    ],
    Close => ["Sluiten", "Close", "Fermer", "Luk"],
    Width => ["Breedte", "Width", "Largeur", "Bredde"],
    GameIsOver => [
        "De partij is afgelopen",
        "The game is over",
        "La partie est terminée",
        "Partiet er slut",
    ],
    GameControls => ["Spelknoppen", "Game controls", "Commandes de la partie", "Spilknapper"],
    NavFirst => ["Naar het begin", "To the start", "Au début", "Til starten"],
    NavPrev => ["Vorige zet", "Previous move", "Coup précédent", "Forrige træk"],
    NavNext => ["Volgende zet", "Next move", "Coup suivant", "Næste træk"],
    NavLast => ["Naar de laatste zet", "To the last move", "Au dernier coup", "Til sidste træk"],
    PgnText => ["PGN van de partij", "The game as PGN", "La partie en PGN", "Partiet som PGN"],
    ImportText => ["PGN of FEN om te importeren", "PGN or FEN to import", "PGN ou FEN à importer", "PGN eller FEN til import"],
    EmbedCode => ["HTML-code om in te voegen", "HTML code to paste", "Code HTML à coller", "HTML-kode til indsættelse"],
    HighContrast => ["Hoog contrast", "High contrast", "Contraste élevé", "Høj kontrast"],
    Figurines => ["Stukfiguren in de notatie", "Piece figures in the moves", "Figurines dans les coups", "Brikfigurer i notationen"],
    BoardKeys => [
        "Op het bord: pijltjestoetsen verplaatsen, Enter of spatie pakt een stuk op en zet het neer, Esc annuleert. W en B noemen de stukken van wit en zwart, R en F lezen de rij en de lijn, L de laatste zet, T de klokken, S de stand; C gaat naar de rokadeknoppen, M naar het zetveld. In het zetveld: Pf3, e4, O-O of g1f3.",
        "On the board: arrow keys move, Enter or Space picks up and puts down a piece, Esc cancels. W and B list White's and Black's pieces, R and F read the rank and the file, L the last move, T the clocks, S the status; C goes to the castling buttons, M to the move field. In the move field: Nf3, e4, O-O or g1f3.",
        "Sur l'échiquier : les flèches déplacent, Entrée ou Espace prend et pose une pièce, Échap annule. W et B listent les pièces des Blancs et des Noirs, R et F lisent la rangée et la colonne, L le dernier coup, T les pendules, S l'état de la partie ; C va aux boutons de roque, M au champ de coup. Dans le champ de coup : Cf3, e4, O-O ou g1f3.",
        "På brættet: piletasterne flytter, Enter eller mellemrum tager en brik op og sætter den, Esc annullerer. W og B oplister hvids og sorts brikker, R og F læser rækken og linjen, L sidste træk, T urene, S stillingen; C går til rokadeknapperne, M til trækfeltet. I trækfeltet: Sf3, e4, O-O eller g1f3.",
    ],
    NoCastlingNow => [
        "Rokeren kan nu niet",
        "Castling is not possible now",
        "Le roque n'est pas possible maintenant",
        "Rokade er ikke mulig nu",
    ],
    Keyboard => ["Toetsenbord", "Keyboard", "Clavier", "Tastatur"],
    OpeningLink => [
        "De partij uit de link wordt geopend…",
        "Opening the game from the link…",
        "Ouverture de la partie du lien…",
        "Partiet fra linket åbnes…",
    ],
    ComputerThinking => ["de computer denkt na…", "the computer is thinking…", "l'ordinateur réfléchit…", "computeren tænker…"],
    ComputerFailed => [
        "De computer kon niet starten; je kunt verder spelen zonder tegenstander",
        "The computer could not start; you can play on without it",
        "L'ordinateur n'a pas pu démarrer ; vous pouvez continuer sans lui",
        "Computeren kunne ikke starte; du kan spille videre uden den",
    ],
    PreviousKept => [
        "Deze link begint een nieuwe partij; je onafgemaakte partij is bewaard.",
        "This link starts a new game; your unfinished game was kept.",
        "Ce lien commence une nouvelle partie ; votre partie inachevée est conservée.",
        "Dette link starter et nyt parti; dit ufærdige parti er gemt.",
    ],
    ResumePrevious => ["Verder met die partij", "Resume that game", "Reprendre cette partie", "Fortsæt det parti"],
    UpdateReload => ["Nieuwe versie: herladen", "New version: reload", "Nouvelle version : recharger", "Ny version: genindlæs"],
    Opponent => ["Tegenstander", "Opponent", "Adversaire", "Modstander"],
    OpponentHuman => ["Iemand aan hetzelfde bord", "Someone at this board", "Quelqu'un devant cet échiquier", "En person ved dette bræt"],
    OpponentWhite => ["Computer speelt wit", "Computer plays White", "L'ordinateur joue les Blancs", "Computeren spiller hvid"],
    OpponentBlack => ["Computer speelt zwart", "Computer plays Black", "L'ordinateur joue les Noirs", "Computeren spiller sort"],
    OpponentRandom => ["Computer, kleur door loting", "Computer, colour drawn by lot", "Ordinateur, couleur tirée au sort", "Computer, farve ved lodtrækning"],
    Level => ["Niveau", "Level", "Niveau", "Niveau"],
    EngineOffline => [
        "De computer heeft eerst één bezoek met internet nodig.",
        "The computer needs one visit online first.",
        "L'ordinateur a d'abord besoin d'une visite en ligne.",
        "Computeren kræver først ét besøg online.",
    ],
    EntryTooLong => ["te lang voor een zet", "too long for a move", "trop long pour un coup", "for langt til et træk"],
    NotNow => [
        "Nu kun je geen zet doen",
        "You cannot move now",
        "Vous ne pouvez pas jouer maintenant",
        "Du kan ikke trække nu",
    ],
    BadFen => [
        "Dit is geen geldige FEN",
        "This is not a valid FEN",
        "Ce n'est pas un FEN valide",
        "Dette er ikke en gyldig FEN",
    ],
    EntryNotAMove => ["geen zet", "not a move", "ce n'est pas un coup", "ikke et træk"],
    EntryIllegal => [
        "die zet kan nu niet",
        "that move is not possible now",
        "ce coup n'est pas possible maintenant",
        "det træk er ikke muligt nu",
    ],
    EntryAmbiguous => [
        "meer dan één stuk kan daarheen",
        "more than one piece can go there",
        "plusieurs pièces peuvent y aller",
        "mere end én brik kan gå derhen",
    ],
    ExtrasFailed => [
        "Dit deel van de pagina kon niet laden; probeer het later opnieuw",
        "This part of the page could not load; please try again later",
        "Cette partie de la page n'a pas pu se charger ; réessayez plus tard",
        "Denne del af siden kunne ikke indlæses; prøv igen senere",
    ],
    MoveEntry => ["Zet", "Move", "Coup", "Træk"],
    TakenBack => ["Zet teruggenomen", "Move taken back", "Coup annulé", "Træk taget tilbage"],
    ResultTakenBack => [
        "Uitslag teruggenomen",
        "Result taken back",
        "Résultat annulé",
        "Resultat taget tilbage",
    ],
    // The game in words (crate::speech): piece names, pieces with their colour, sentence words.
    SayKing => ["koning", "king", "roi", "konge"],
    SayQueen => ["dame", "queen", "dame", "dronning"],
    SayRook => ["toren", "rook", "tour", "tårn"],
    SayBishop => ["loper", "bishop", "fou", "løber"],
    SayKnight => ["paard", "knight", "cavalier", "springer"],
    SayPawn => ["pion", "pawn", "pion", "bonde"],
    SayWhiteKing => ["witte koning", "white king", "roi blanc", "hvid konge"],
    SayWhiteQueen => ["witte dame", "white queen", "dame blanche", "hvid dronning"],
    SayWhiteRook => ["witte toren", "white rook", "tour blanche", "hvidt tårn"],
    SayWhiteBishop => ["witte loper", "white bishop", "fou blanc", "hvid løber"],
    SayWhiteKnight => ["wit paard", "white knight", "cavalier blanc", "hvid springer"],
    SayWhitePawn => ["witte pion", "white pawn", "pion blanc", "hvid bonde"],
    SayBlackKing => ["zwarte koning", "black king", "roi noir", "sort konge"],
    SayBlackQueen => ["zwarte dame", "black queen", "dame noire", "sort dronning"],
    SayBlackRook => ["zwarte toren", "black rook", "tour noire", "sort tårn"],
    SayBlackBishop => ["zwarte loper", "black bishop", "fou noir", "sort løber"],
    SayBlackKnight => ["zwart paard", "black knight", "cavalier noir", "sort springer"],
    SayBlackPawn => ["zwarte pion", "black pawn", "pion noir", "sort bonde"],
    SayWhite => ["Wit", "White", "Blancs", "Hvid"],
    SayBlack => ["Zwart", "Black", "Noirs", "Sort"],
    SayEmpty => ["leeg", "empty", "vide", "tom"],
    SayTo => ["naar", "to", "en", "til"],
    SayTakes => ["slaat", "takes", "prend", "slår"],
    SayEnPassant => ["en passant", "en passant", "en passant", "en passant"],
    SayPromotes => ["promoveert tot", "promotes to", "promu en", "forvandles til"],
    SayCheck => ["schaak", "check", "échec", "skak"],
    SayMate => ["mat", "checkmate", "échec et mat", "skakmat"],
    SayCastles => ["rokeert", "castles", "roquent", "rokerer"],
    SaySelected => ["gekozen", "selected", "sélectionné", "valgt"],
    SayCanGo => ["kan naar", "can go to", "peut aller en", "kan gå til"],
    SayNoMoves => ["kan niet zetten", "cannot move", "ne peut pas bouger", "kan ikke flytte"],
    SayTarget => ["mogelijke zet", "possible move", "coup possible", "muligt træk"],
    SayLastMove => ["laatste zet", "last move", "dernier coup", "sidste træk"],
    SayRank => ["rij", "rank", "rangée", "række"],
    SayFile => ["lijn", "file", "colonne", "linje"],
    SayNone => ["geen stukken", "no pieces", "aucune pièce", "ingen brikker"],
    SayAndMoreEmpty => ["de rest is leeg", "the rest is empty", "le reste est vide", "resten er tom"],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_every_language() {
        // Texts that are the same in every language (notation, abbreviations).
        let same = [Key::Pgn, Key::SayEnPassant];
        for &key in Key::ALL {
            let en = t(Lang::En, key);
            for lang in Lang::ALL {
                assert!(!t(lang, key).trim().is_empty(), "{key:?} in {lang:?}");
            }
            let translated = [Lang::Nl, Lang::Fr, Lang::Da]
                .iter()
                .filter(|&&l| t(l, key) != en)
                .count();
            assert!(
                translated >= 1 || same.contains(&key),
                "{key:?} is English in every language"
            );
        }
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
