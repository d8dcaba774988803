//! Sentences built from data: the notices, the draft's warnings, piece, tie-break and result
//! names, in the page's language (the refusals' sentences are in [`crate::error_text`]).

use evening::{BoardResult, ByeKind, PairingList, PairingWarning, PlayerId, TieBreak};
use rules::Role;

use crate::error_text;
use crate::lang::Lang;
use crate::notice::{Field, Notice};
use crate::text_table::{fill, text_table};

text_table! {
    /// A sentence of a notice or a warning.
    Say {
    Created => ["De avond is begonnen. Schrijf nu de spelers in.", "The evening has begun. Now register the players.", "La soirée a commencé. Inscrivez maintenant les joueurs.", "Aftenen er startet. Tilmeld nu spillerne."],
    SettingsSaved => ["Instellingen opgeslagen.", "Settings saved.", "Réglages enregistrés.", "Indstillinger gemt."],
    Registered => ["{0} is ingeschreven.", "{0} is registered.", "{0} est inscrit.", "{0} er tilmeldt."],
    RegisteredLate => ["{0} is ingeschreven en speelt vanaf ronde {1}.", "{0} is registered and plays from round {1}.", "{0} est inscrit et joue dès la ronde {1}.", "{0} er tilmeldt og spiller fra runde {1}."],
    Updated => ["Inschrijving van {0} gewijzigd.", "{0}’s registration corrected.", "Inscription de {0} corrigée.", "{0}s tilmelding er rettet."],
    Removed => ["{0} is verwijderd.", "{0} was removed.", "{0} a été supprimé.", "{0} er fjernet."],
    Withdrawn => ["{0} is teruggetrokken en wordt vanaf ronde {1} niet meer ingedeeld.", "{0} has withdrawn and is not paired from round {1}.", "{0} s’est retiré et n’est plus apparié dès la ronde {1}.", "{0} er udtrådt og parres ikke fra runde {1}."],
    Reinstated => ["{0} speelt weer mee vanaf ronde {1}.", "{0} plays again from round {1}.", "{0} rejoue dès la ronde {1}.", "{0} spiller igen fra runde {1}."],
    HalfBye => ["{0}: bye van een half punt in ronde {1}.", "{0}: half-point bye in round {1}.", "{0} : exempt d’un demi-point à la ronde {1}.", "{0}: bye med et halvt point i runde {1}."],
    ZeroBye => ["{0}: bye zonder punten in ronde {1}.", "{0}: zero-point bye in round {1}.", "{0} : exempt sans point à la ronde {1}.", "{0}: bye uden point i runde {1}."],
    FullBye => ["{0}: bye van een punt in ronde {1}.", "{0}: full-point bye in round {1}.", "{0} : exempt d’un point à la ronde {1}.", "{0}: bye med et point i runde {1}."],
    ByeCancelled => ["{0} speelt in ronde {1}.", "{0} plays in round {1}.", "{0} joue à la ronde {1}.", "{0} spiller i runde {1}."],
    Paired => ["Ronde {0} is ingedeeld (concept), beginstelling {1}.", "Round {0} is paired (draft), start position {1}.", "La ronde {0} est appariée (brouillon), position {1}.", "Runde {0} er parret (kladde), startstilling {1}."],
    PairedWarnings => ["Ronde {0} is ingedeeld (concept), beginstelling {1}. Waarschuwingen: {2}.", "Round {0} is paired (draft), start position {1}. Warnings: {2}.", "La ronde {0} est appariée (brouillon), position {1}. Avertissements : {2}.", "Runde {0} er parret (kladde), startstilling {1}. Advarsler: {2}."],
    Position => ["Beginstelling {0}.", "Start position {0}.", "Position de départ {0}.", "Startstilling {0}."],
    Swapped => ["Kleuren gewisseld op bord {0}.", "Colours swapped on board {0}.", "Couleurs inversées à l’échiquier {0}.", "Farver byttet på bræt {0}."],
    Exchanged => ["{0} en {1} zijn gewisseld.", "{0} and {1} changed places.", "{0} et {1} ont été échangés.", "{0} og {1} har byttet plads."],
    Published => ["Ronde {0} is gepubliceerd. Voer de uitslagen in.", "Round {0} is published. Enter the results.", "La ronde {0} est publiée. Saisissez les résultats.", "Runde {0} er offentliggjort. Indtast resultaterne."],
    Discarded => ["De indeling van ronde {0} is teruggenomen.", "Round {0}’s pairing was taken back.", "L’appariement de la ronde {0} a été retiré.", "Parringen af runde {0} er taget tilbage."],
    Result => ["Bord {0}: {1}. Nog {2} open.", "Board {0}: {1}. {2} still open.", "Échiquier {0} : {1}. Encore {2} ouverts.", "Bræt {0}: {1}. {2} stadig åbne."],
    ResultDone => ["Bord {0}: {1}. Alle uitslagen zijn binnen.", "Board {0}: {1}. Every result is in.", "Échiquier {0} : {1}. Tous les résultats sont là.", "Bræt {0}: {1}. Alle resultater er inde."],
    Cleared => ["Bord {0}: uitslag gewist.", "Board {0}: result cleared.", "Échiquier {0} : résultat effacé.", "Bræt {0}: resultat slettet."],
    Forfeit => ["Bord {0} reglementair: 1 (wit wint), 0 (zwart wint) of f (beiden afwezig)?", "Board {0} forfeit: 1 (White wins), 0 (Black wins) or f (both absent)?", "Échiquier {0} forfait : 1 (les Blancs gagnent), 0 (les Noirs gagnent) ou f (tous deux absents) ?", "Bræt {0} uden kamp: 1 (hvid vinder), 0 (sort vinder) eller f (begge fraværende)?"],
    Imported => ["Ingelezen: {0} spelers, {1} gespeelde ronden.", "Imported: {0} players, {1} rounds played.", "Importé : {0} joueurs, {1} rondes jouées.", "Indlæst: {0} spillere, {1} spillede runder."],
    Exported => ["Het TRF-bestand is gedownload.", "The TRF file was downloaded.", "Le fichier TRF a été téléchargé.", "TRF-filen er hentet."],
    PgnExported => ["Het PGN-bestand is gedownload (partijen: {0}).", "The PGN file was downloaded (games: {0}).", "Le fichier PGN a été téléchargé (parties : {0}).", "PGN-filen er hentet (partier: {0})."],
    Rematch => ["Bord {0}: {1} en {2} speelden al tegen elkaar in ronde {3}.", "Board {0}: {1} and {2} already played each other in round {3}.", "Échiquier {0} : {1} et {2} se sont déjà rencontrés à la ronde {3}.", "Bræt {0}: {1} og {2} har allerede mødt hinanden i runde {3}."],
    ByeAgain => ["{0} krijgt opnieuw de bye (al in ronde {1}).", "{0} gets the bye again (already in round {1}).", "{0} est de nouveau exempt (déjà à la ronde {1}).", "{0} får bye igen (allerede i runde {1})."],
    ColourDifference => ["Bord {0}: {1} krijgt {2}, een kleurverschil van {3}.", "Board {0}: {1} gets {2}, a colour difference of {3}.", "Échiquier {0} : {1} reçoit les {2}, un écart de couleurs de {3}.", "Bræt {0}: {1} får {2}, en farveforskel på {3}."],
    ThreeInARow => ["Bord {0}: {1} krijgt voor de derde keer op rij {2}.", "Board {0}: {1} gets {2} for the third time in a row.", "Échiquier {0} : {1} reçoit les {2} pour la troisième fois de suite.", "Bræt {0}: {1} får {2} for tredje gang i træk."],
    WhiteWord => ["wit", "White", "Blancs", "hvid"],
    BlackWord => ["zwart", "Black", "Noirs", "sort"],
    }
}

/// The notice as a sentence.
pub fn notice(lang: Lang, notice: &Notice) -> String {
    let s = |key: Say, args: &[&str]| fill(key.text(lang), args);
    match notice {
        Notice::Created => s(Say::Created, &[]),
        Notice::SettingsSaved => s(Say::SettingsSaved, &[]),
        Notice::Registered(name, None) => s(Say::Registered, &[name]),
        Notice::Registered(name, Some(r)) => s(Say::RegisteredLate, &[name, &r.to_string()]),
        Notice::Updated(name) => s(Say::Updated, &[name]),
        Notice::Removed(name) => s(Say::Removed, &[name]),
        Notice::Withdrawn(name, r) => s(Say::Withdrawn, &[name, &r.to_string()]),
        Notice::Reinstated(name, r) => s(Say::Reinstated, &[name, &r.to_string()]),
        Notice::Bye(name, r, kind) => {
            let key = match kind {
                ByeKind::Half => Say::HalfBye,
                ByeKind::Zero => Say::ZeroBye,
                ByeKind::Full => Say::FullBye,
            };
            s(key, &[name, &r.to_string()])
        }
        Notice::ByeCancelled(name, r) => s(Say::ByeCancelled, &[name, &r.to_string()]),
        Notice::Paired(round, sp, 0) => s(Say::Paired, &[&round.to_string(), &sp.to_string()]),
        Notice::Paired(round, sp, n) => s(
            Say::PairedWarnings,
            &[&round.to_string(), &sp.to_string(), &n.to_string()],
        ),
        Notice::Position(sp) => s(Say::Position, &[&sp.to_string()]),
        Notice::Swapped(board) => s(Say::Swapped, &[&board.to_string()]),
        Notice::Exchanged(a, b) => s(Say::Exchanged, &[a, b]),
        Notice::Published(round) => s(Say::Published, &[&round.to_string()]),
        Notice::Discarded(round) => s(Say::Discarded, &[&round.to_string()]),
        Notice::Result(board, None, _) => s(Say::Cleared, &[&board.to_string()]),
        Notice::Result(board, Some(r), 0) => {
            s(Say::ResultDone, &[&board.to_string(), r.notation()])
        }
        Notice::Result(board, Some(r), open) => s(
            Say::Result,
            &[&board.to_string(), r.notation(), &open.to_string()],
        ),
        Notice::Forfeit(board) => s(Say::Forfeit, &[&board.to_string()]),
        Notice::Imported(players, rounds) => {
            s(Say::Imported, &[&players.to_string(), &rounds.to_string()])
        }
        Notice::Exported => s(Say::Exported, &[]),
        Notice::PgnExported(n) => s(Say::PgnExported, &[&n.to_string()]),
        other => error_text::refusal(lang, other),
    }
}

/// A warning of the draft, naming the players.
pub fn warning(lang: Lang, list: &PairingList, warning: &PairingWarning) -> String {
    let name = |id: PlayerId| {
        list.boards
            .iter()
            .flat_map(|b| [&b.white, &b.black])
            .chain(list.unpaired.iter().map(|u| &u.seat))
            .find(|s| s.player == id)
            .map_or_else(|| id.to_string(), |s| s.name.clone())
    };
    let colour = |c: evening::Colour| match c {
        evening::Colour::White => Say::WhiteWord.text(lang),
        evening::Colour::Black => Say::BlackWord.text(lang),
    };
    let s = |key: Say, args: &[&str]| fill(key.text(lang), args);
    match *warning {
        PairingWarning::Rematch {
            board,
            white,
            black,
            round,
        } => s(
            Say::Rematch,
            &[
                &board.to_string(),
                &name(white),
                &name(black),
                &round.to_string(),
            ],
        ),
        PairingWarning::ByeAgain { player, round } => {
            s(Say::ByeAgain, &[&name(player), &round.to_string()])
        }
        PairingWarning::ColourDifference {
            board,
            player,
            colour: c,
            difference,
        } => s(
            Say::ColourDifference,
            &[
                &board.to_string(),
                &name(player),
                colour(c),
                &difference.to_string(),
            ],
        ),
        PairingWarning::ColourThreeInARow {
            board,
            player,
            colour: c,
        } => s(
            Say::ThreeInARow,
            &[&board.to_string(), &name(player), colour(c)],
        ),
    }
}

/// A result in a board's list: the notation, and what a forfeit means.
pub fn result_option(lang: Lang, result: BoardResult) -> String {
    let forfeit = match lang {
        Lang::Nl => "reglementair",
        Lang::En => "forfeit",
        Lang::Fr => "forfait",
        Lang::Da => "uden kamp",
    };
    if result.is_forfeit() {
        format!("{} ({forfeit})", result.notation())
    } else {
        result.notation().to_string()
    }
}

/// The piece's name.
pub fn piece_name(lang: Lang, role: Role) -> &'static str {
    let names = match lang {
        Lang::Nl => ["pion", "Paard", "Loper", "Toren", "Dame", "Koning"],
        Lang::En => ["pawn", "Knight", "Bishop", "Rook", "Queen", "King"],
        Lang::Fr => ["pion", "Cavalier", "Fou", "Tour", "Dame", "Roi"],
        Lang::Da => ["bonde", "Springer", "Løber", "Tårn", "Dronning", "Konge"],
    };
    names.get(role.index()).copied().unwrap_or("")
}

/// The piece's letter, as the language's notation writes it.
pub fn piece_letter(lang: Lang, role: Role) -> &'static str {
    let letters = match lang {
        Lang::Nl => ["", "P", "L", "T", "D", "K"],
        Lang::En => ["", "N", "B", "R", "Q", "K"],
        Lang::Fr => ["", "C", "F", "T", "D", "R"],
        Lang::Da => ["", "S", "L", "T", "D", "K"],
    };
    letters.get(role.index()).copied().unwrap_or("")
}

/// A tie-break's name.
pub fn tiebreak_name(lang: Lang, tiebreak: TieBreak) -> &'static str {
    let i = tiebreak_index(tiebreak);
    let names = match lang {
        Lang::Nl => [
            "Weerstandspunten (Buchholz)",
            "Weerstandspunten min laagste (Buchholz cut-1)",
            "Sonneborn-Berger",
            "Aantal overwinningen",
            "Onderling resultaat",
        ],
        Lang::En => [
            "Buchholz",
            "Buchholz cut-1",
            "Sonneborn-Berger",
            "Number of wins",
            "Direct encounter",
        ],
        Lang::Fr => [
            "Buchholz",
            "Buchholz tronqué (-1)",
            "Sonneborn-Berger",
            "Nombre de victoires",
            "Confrontation directe",
        ],
        Lang::Da => [
            "Buchholz",
            "Buchholz minus laveste",
            "Sonneborn-Berger",
            "Antal gevinster",
            "Indbyrdes resultat",
        ],
    };
    names.get(i).copied().unwrap_or("")
}

/// A tie-break's column header.
pub fn tiebreak_abbr(lang: Lang, tiebreak: TieBreak) -> &'static str {
    let i = tiebreak_index(tiebreak);
    let abbrs = match lang {
        Lang::Nl => ["WP", "WP-1", "SB", "W", "OR"],
        Lang::En | Lang::Da => ["BH", "BH-C1", "SB", "WIN", "DE"],
        Lang::Fr => ["BH", "BH-1", "SB", "VIC", "CD"],
    };
    abbrs.get(i).copied().unwrap_or("")
}

fn tiebreak_index(tiebreak: TieBreak) -> usize {
    match tiebreak {
        TieBreak::Buchholz => 0,
        TieBreak::BuchholzCut1 => 1,
        TieBreak::SonnebornBerger => 2,
        TieBreak::Wins => 3,
        TieBreak::DirectEncounter => 4,
    }
}

/// The field's name in a refusal.
pub fn field_name(lang: Lang, field: Field) -> &'static str {
    let i = match field {
        Field::Rounds => 0,
        Field::Rating => 1,
        Field::Position => 2,
    };
    let names = match lang {
        Lang::Nl => [
            "Aantal ronden: een getal van 1 tot 99",
            "Rating: een getal van 0 tot 9999, of leeg",
            "Stelling: een getal van 0 tot 959",
        ],
        Lang::En => [
            "Number of rounds: a number from 1 to 99",
            "Rating: a number from 0 to 9999, or empty",
            "Position: a number from 0 to 959",
        ],
        Lang::Fr => [
            "Nombre de rondes : un nombre de 1 à 99",
            "Elo : un nombre de 0 à 9999, ou vide",
            "Position : un nombre de 0 à 959",
        ],
        Lang::Da => [
            "Antal runder: et tal fra 1 til 99",
            "Rating: et tal fra 0 til 9999, eller tomt",
            "Stilling: et tal fra 0 til 959",
        ],
    };
    names.get(i).copied().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sentence_has_all_four_languages() {
        for &key in Say::ALL {
            for lang in Lang::ALL {
                assert!(!key.text(lang).trim().is_empty(), "{key:?} in {lang:?}");
            }
        }
        for lang in Lang::ALL {
            for role in [
                Role::Knight,
                Role::Bishop,
                Role::Rook,
                Role::Queen,
                Role::King,
            ] {
                assert!(!piece_name(lang, role).is_empty() && !piece_letter(lang, role).is_empty());
            }
            for tb in crate::settings_form::TIEBREAKS {
                assert!(!tiebreak_name(lang, tb).is_empty() && !tiebreak_abbr(lang, tb).is_empty());
            }
        }
    }

    #[test]
    fn a_result_notice_in_dutch() {
        let n = Notice::Result(3, Some(BoardResult::Draw), 2);
        assert_eq!(notice(Lang::Nl, &n), "Bord 3: ½-½. Nog 2 open.");
        let n = Notice::Result(1, Some(BoardResult::BlackWinsByForfeit), 0);
        assert_eq!(
            notice(Lang::Nl, &n),
            "Bord 1: 0F-1F. Alle uitslagen zijn binnen."
        );
    }
}
