//! Why something was refused, in the page's language: the evening's refusals, a damaged
//! store, a TRF file that cannot be read, a bad field.

use evening::store::StoreError;
use evening::trf::ImportError;
use evening::{EveningError, PairingError, TrfErrorKind};

use crate::lang::Lang;
use crate::notice::Notice;
use crate::sentence::{field_name, tiebreak_name};
use crate::text_table::{fill, text_table};

text_table! {
    /// A sentence of a refusal.
    Why {
    EveningNameTooLong => ["De naam van de avond is te lang (hoogstens 80 tekens).", "The evening’s name is too long (80 characters at most).", "Le nom de la soirée est trop long (80 caractères au plus).", "Aftenens navn er for langt (højst 80 tegn)."],
    ControlCharacter => ["Een tekst bevat een tab of regeleinde; haal die weg.", "A text holds a tab or line break; remove it.", "Un texte contient une tabulation ou un saut de ligne ; retirez-le.", "En tekst indeholder et tabulatortegn eller linjeskift; fjern det."],
    RoundsBelowPaired => ["Er zijn al {0} ronden ingedeeld: minder ronden kan niet.", "{0} rounds are already paired: fewer rounds are not possible.", "{0} rondes sont déjà appariées : impossible d’en prévoir moins.", "{0} runder er allerede parret: færre runder er ikke muligt."],
    RepeatedTieBreak => ["{0} staat twee keer bij de weerstandspunten.", "{0} is chosen twice among the tie-breaks.", "{0} est choisi deux fois parmi les départages.", "{0} er valgt to gange blandt korrektionerne."],
    PlayerNameEmpty => ["Vul de naam van de speler in.", "Fill in the player’s name.", "Indiquez le nom du joueur.", "Udfyld spillerens navn."],
    PlayerNameTooLong => ["De naam is te lang (hoogstens 33 tekens, zoals in TRF).", "The name is too long (33 characters at most, as in TRF).", "Le nom est trop long (33 caractères au plus, comme en TRF).", "Navnet er for langt (højst 33 tegn, som i TRF)."],
    ClubTooLong => ["De clubnaam is te lang (hoogstens 40 tekens).", "The club’s name is too long (40 characters at most).", "Le nom du club est trop long (40 caractères au plus).", "Klubnavnet er for langt (højst 40 tegn)."],
    TooManyPlayers => ["Te veel spelers (hoogstens 999).", "Too many players (999 at most).", "Trop de joueurs (999 au plus).", "For mange spillere (højst 999)."],
    UnknownPlayer => ["Die speler bestaat niet (meer).", "That player does not exist (any more).", "Ce joueur n’existe pas (plus).", "Den spiller findes ikke (længere)."],
    AlreadyStarted => ["Dat kan niet meer: ronde 1 is al ingedeeld.", "Not possible any more: round 1 is already paired.", "Plus possible : la ronde 1 est déjà appariée.", "Ikke muligt længere: runde 1 er allerede parret."],
    DraftOpen => ["Er is nog een concept-indeling: publiceer of gooi die eerst weg.", "A draft pairing is open: publish or discard it first.", "Un appariement en brouillon est ouvert : publiez-le ou abandonnez-le d’abord.", "En kladde til parring er åben: offentliggør eller kassér den først."],
    NoDraft => ["Er is geen concept-indeling.", "There is no draft pairing.", "Il n’y a pas d’appariement en brouillon.", "Der er ingen kladde til parring."],
    AllRoundsPaired => ["Alle geplande ronden zijn al ingedeeld.", "Every planned round is already paired.", "Toutes les rondes prévues sont appariées.", "Alle planlagte runder er parret."],
    RoundIncomplete => ["Ronde {0} heeft nog borden zonder uitslag.", "Round {0} still has boards without a result.", "La ronde {0} a encore des échiquiers sans résultat.", "Runde {0} har stadig brætter uden resultat."],
    TooFewPlayers => ["Er zijn minder dan twee spelers om in te delen.", "There are fewer than two players to pair.", "Il y a moins de deux joueurs à apparier.", "Der er færre end to spillere at parre."],
    NoValidPairing => ["Er is geen indeling mogelijk zonder de absolute regels te breken (geen tweede ontmoeting, kleuren, één bye).", "No pairing is possible without breaking the absolute rules (no rematch, colours, one bye).", "Aucun appariement n’est possible sans enfreindre les règles absolues (pas de revanche, couleurs, un exempt).", "Ingen parring er mulig uden at bryde de absolutte regler (ingen genmøder, farver, én bye)."],
    PairingFailed => ["De indeling lukte niet: {0}.", "The pairing failed: {0}.", "L’appariement a échoué : {0}.", "Parringen mislykkedes: {0}."],
    NoPositionLeft => ["Alle toegestane beginstellingen zijn deze avond al gespeeld.", "Every allowed start position has been played this evening.", "Toutes les positions permises ont déjà été jouées ce soir.", "Alle tilladte startstillinger er spillet i aften."],
    PositionUsed => ["Stelling {0} is al gespeeld in ronde {1}.", "Position {0} was played in round {1}.", "La position {0} a été jouée à la ronde {1}.", "Stilling {0} blev spillet i runde {1}."],
    PositionExcluded => ["Stelling 518 is voor deze avond uitgesloten.", "Position 518 is left out this evening.", "La position 518 est exclue ce soir.", "Stilling 518 er udeladt i aften."],
    AlreadyWithdrawn => ["Deze speler is al teruggetrokken.", "This player has already withdrawn.", "Ce joueur s’est déjà retiré.", "Denne spiller er allerede udtrådt."],
    NotWithdrawn => ["Deze speler is niet teruggetrokken.", "This player has not withdrawn.", "Ce joueur ne s’est pas retiré.", "Denne spiller er ikke udtrådt."],
    NoByeRequest => ["Voor ronde {0} is geen bye gevraagd.", "No bye was asked for round {0}.", "Aucun exempt n’a été demandé pour la ronde {0}.", "Der er ikke bedt om bye i runde {0}."],
    RoundClosed => ["Ronde {0} is al ingedeeld.", "Round {0} is already paired.", "La ronde {0} est déjà appariée.", "Runde {0} er allerede parret."],
    RoundNotPlanned => ["Ronde {0} is niet gepland.", "Round {0} is not planned.", "La ronde {0} n’est pas prévue.", "Runde {0} er ikke planlagt."],
    UnknownRound => ["Ronde {0} bestaat niet.", "There is no round {0}.", "La ronde {0} n’existe pas.", "Runde {0} findes ikke."],
    UnknownBoard => ["Bord {0} bestaat niet.", "There is no board {0}.", "L’échiquier {0} n’existe pas.", "Bræt {0} findes ikke."],
    NotPublished => ["Publiceer ronde {0} eerst; dan kunnen de uitslagen erin.", "Publish round {0} first; then results can be entered.", "Publiez d’abord la ronde {0} ; ensuite on saisit les résultats.", "Offentliggør runde {0} først; så kan resultaterne indtastes."],
    ResultsFinal => ["De volgende ronde is al ingedeeld: de uitslagen van ronde {0} staan vast.", "The next round is paired: round {0}’s results are final.", "La ronde suivante est appariée : les résultats de la ronde {0} sont définitifs.", "Næste runde er parret: resultaterne fra runde {0} er endelige."],
    HasResults => ["Ronde {0} heeft al uitslagen: wis die eerst.", "Round {0} has results: clear them first.", "La ronde {0} a des résultats : effacez-les d’abord.", "Runde {0} har resultater: slet dem først."],
    NotOnBoard => ["Die speler zit niet aan een bord van het concept.", "That player is not on a board of the draft.", "Ce joueur n’est pas à un échiquier du brouillon.", "Den spiller sidder ikke ved et bræt i kladden."],
    HandOver => ["De partij past niet bij dit bord.", "The game does not fit this board.", "La partie ne correspond pas à cet échiquier.", "Partiet passer ikke til dette bræt."],
    Inconsistent => ["De avond klopt niet: {0}.", "The evening is inconsistent: {0}.", "La soirée est incohérente : {0}.", "Aftenen hænger ikke sammen: {0}."],
    SetAside => ["De bewaarde avond was beschadigd ({0}); hij is apart gezet onder {1}, niet gewist. Lees een TRF-bestand in of begin opnieuw.", "The kept evening was damaged ({0}); it was set aside under {1}, not deleted. Import a TRF file or begin again.", "La soirée conservée était endommagée ({0}) ; elle a été mise de côté sous {1}, pas effacée. Importez un fichier TRF ou recommencez.", "Den gemte aften var beskadiget ({0}); den er lagt til side under {1}, ikke slettet. Indlæs en TRF-fil eller begynd forfra."],
    BadShare => ["Deze link bevat geen leesbare stand ({0}). Vraag de wedstrijdleider om een nieuwe link.", "This link holds no readable standings ({0}). Ask the arbiter for a new link.", "Ce lien ne contient pas de classement lisible ({0}). Demandez un nouveau lien à l’arbitre.", "Linket indeholder ingen læsbar stilling ({0}). Bed turneringslederen om et nyt link."],
    StoreEmpty => ["leeg", "empty", "vide", "tom"],
    StoreNotEvening => ["geen avond van Rokade", "not a Rokade evening", "pas une soirée Rokade", "ikke en Rokade-aften"],
    StoreVersion => ["onbekende versie {0}", "unknown version {0}", "version inconnue {0}", "ukendt version {0}"],
    StoreTruncated => ["afgebroken", "cut short", "tronquée", "afkortet"],
    StoreChecksum => ["controlegetal klopt niet", "checksum does not match", "somme de contrôle fausse", "kontrolsum passer ikke"],
    StoreBadLine => ["regel {0} onleesbaar", "line {0} unreadable", "ligne {0} illisible", "linje {0} ulæselig"],
    NoStorage => ["Deze browser kan de avond niet bewaren (opslag geblokkeerd of vol): download na elke ronde een TRF-bestand.", "This browser cannot keep the evening (storage blocked or full): download a TRF file after each round.", "Ce navigateur ne peut pas conserver la soirée (stockage bloqué ou plein) : téléchargez un fichier TRF après chaque ronde.", "Denne browser kan ikke gemme aftenen (lager blokeret eller fuldt): hent en TRF-fil efter hver runde."],
    BadNumber => ["Geen geldig getal. {0}.", "Not a valid number. {0}.", "Nombre non valide. {0}.", "Ikke et gyldigt tal. {0}."],
    BadDate => ["Geen geldige datum (jjjj-mm-dd).", "Not a valid date (yyyy-mm-dd).", "Date non valide (aaaa-mm-jj).", "Ikke en gyldig dato (åååå-mm-dd)."],
    BadTimeControl => ["Geen geldige bedenktijd: minuten + seconden per zet, bijv. 20+0 (1 tot 600 minuten).", "Not a valid time control: minutes + seconds per move, e.g. 20+0 (1 to 600 minutes).", "Cadence non valide : minutes + secondes par coup, p. ex. 20+0 (1 à 600 minutes).", "Ugyldig betænkningstid: minutter + sekunder pr. træk, fx 20+0 (1 til 600 minutter)."],
    ChooseTwo => ["Kies twee verschillende spelers om te wisselen.", "Choose two different players to exchange.", "Choisissez deux joueurs différents à échanger.", "Vælg to forskellige spillere at bytte."],
    NothingToImport => ["Kies een TRF-bestand of plak de tekst ervan.", "Choose a TRF file or paste its text.", "Choisissez un fichier TRF ou collez son texte.", "Vælg en TRF-fil eller indsæt dens tekst."],
    NoGames => ["Er is op dit apparaat nog geen partij van deze avond op Rokade uitgespeeld.", "No game of this evening has been finished on Rokade on this device yet.", "Aucune partie de cette soirée n’a encore été terminée sur Rokade sur cet appareil.", "Der er endnu ikke spillet noget parti fra denne aften færdigt på Rokade på denne enhed."],
    TrfUnreadable => ["Het TRF-bestand is niet te lezen: {0}.", "The TRF file cannot be read: {0}.", "Le fichier TRF est illisible : {0}.", "TRF-filen kan ikke læses: {0}."],
    TrfLine => ["regel {0}", "line {0}", "ligne {0}", "linje {0}"],
    TrfShortLine => ["een spelersregel (001) is te kort", "a player line (001) is too short", "une ligne de joueur (001) est trop courte", "en spillerlinje (001) er for kort"],
    TrfBadField => ["een veld is geen getal", "a field is not a number", "un champ n’est pas un nombre", "et felt er ikke et tal"],
    TrfRanks => ["de startnummers kloppen niet (dubbel, ontbrekend of buiten 1–9999)", "the starting ranks are wrong (repeated, missing or outside 1–9999)", "les numéros de départ sont faux (répétés, manquants ou hors de 1–9999)", "startnumrene er forkerte (gentaget, manglende eller uden for 1–9999)"],
    TrfEntry => ["speler {0}, ronde {1}: tegenstander, kleur en uitslag passen niet", "player {0}, round {1}: opponent, colour and result do not fit", "joueur {0}, ronde {1} : adversaire, couleur et résultat ne vont pas ensemble", "spiller {0}, runde {1}: modstander, farve og resultat passer ikke sammen"],
    TrfContradiction => ["ronde {0}: de regels van twee tegenstanders spreken elkaar tegen", "round {0}: two opponents’ lines contradict each other", "ronde {0} : les lignes de deux adversaires se contredisent", "runde {0}: to modstanderes linjer modsiger hinanden"],
    TrfScore => ["speler {0}: de punten kloppen niet met de uitslagen", "player {0}: the points do not match the results", "joueur {0} : les points ne correspondent pas aux résultats", "spiller {0}: pointene passer ikke med resultaterne"],
    TrfRounds => ["meer ronden gespeeld dan gepland", "more rounds played than planned", "plus de rondes jouées que prévu", "flere runder spillet end planlagt"],
    TrfRecord => ["een regel {0} is niet te lezen", "a {0} record cannot be read", "un enregistrement {0} est illisible", "en {0}-linje kan ikke læses"],
    TrfNoPlayers => ["er staan geen spelers in (geen 001-regels)", "it has no players (no 001 lines)", "il ne contient aucun joueur (pas de lignes 001)", "den har ingen spillere (ingen 001-linjer)"],
    TrfTrailing => ["speler {0}: tekst na de laatste ronde", "player {0}: text after the last round", "joueur {0} : texte après la dernière ronde", "spiller {0}: tekst efter sidste runde"],
    RokadeLine => ["regel {0}: een Rokade-regel is niet te lezen", "line {0}: a Rokade line cannot be read", "ligne {0} : une ligne Rokade est illisible", "linje {0}: en Rokade-linje kan ikke læses"],
    RokadeBoards => ["ronde {0}: de borden van de Rokade-regel passen niet bij het bestand", "round {0}: the Rokade line’s boards do not fit the file", "ronde {0} : les échiquiers de la ligne Rokade ne correspondent pas au fichier", "runde {0}: Rokade-linjens brætter passer ikke til filen"],
    }
}

/// A refusal as a sentence (a notice whose tone is an error).
pub fn refusal(lang: Lang, notice: &Notice) -> String {
    let s = |key: Why, args: &[&str]| fill(key.text(lang), args);
    match notice {
        Notice::Refused(e) => evening_error(lang, e),
        Notice::Import(ImportError::Trf(e)) => {
            let mut detail = trf_kind(lang, &e.kind);
            if let Some(line) = e.line {
                detail = format!("{}: {detail}", s(Why::TrfLine, &[&line.to_string()]));
            }
            s(Why::TrfUnreadable, &[&detail])
        }
        Notice::Import(ImportError::RokadeLine(n)) => s(
            Why::TrfUnreadable,
            &[&s(Why::RokadeLine, &[&n.to_string()])],
        ),
        Notice::Import(ImportError::RokadeBoards(r)) => s(
            Why::TrfUnreadable,
            &[&s(Why::RokadeBoards, &[&r.to_string()])],
        ),
        Notice::Import(ImportError::Invalid(e)) => s(
            Why::TrfUnreadable,
            &[evening_error(lang, e).trim_end_matches('.')],
        ),
        Notice::SetAside(e, key) => s(Why::SetAside, &[&store_error(lang, e), key]),
        Notice::BadShare(e) => s(Why::BadShare, &[&store_error(lang, e)]),
        Notice::NoStorage => s(Why::NoStorage, &[]),
        Notice::BadNumber(field) => s(Why::BadNumber, &[field_name(lang, *field)]),
        Notice::BadDate => s(Why::BadDate, &[]),
        Notice::BadTimeControl => s(Why::BadTimeControl, &[]),
        Notice::ChooseTwo => s(Why::ChooseTwo, &[]),
        Notice::NothingToImport => s(Why::NothingToImport, &[]),
        Notice::NoGames => s(Why::NoGames, &[]),
        _ => String::new(),
    }
}

/// What is wrong with stored text, in a few words.
pub fn store_error(lang: Lang, e: &StoreError) -> String {
    let s = |key: Why, args: &[&str]| fill(key.text(lang), args);
    match e {
        StoreError::Empty => s(Why::StoreEmpty, &[]),
        StoreError::NotAnEvening => s(Why::StoreNotEvening, &[]),
        StoreError::Version(v) => s(Why::StoreVersion, &[v]),
        StoreError::Truncated => s(Why::StoreTruncated, &[]),
        StoreError::Checksum => s(Why::StoreChecksum, &[]),
        StoreError::BadLine(n) => s(Why::StoreBadLine, &[&n.to_string()]),
        StoreError::Invalid(e) => evening_error(lang, e).trim_end_matches('.').to_string(),
    }
}

fn trf_kind(lang: Lang, kind: &TrfErrorKind) -> String {
    let s = |key: Why, args: &[&str]| fill(key.text(lang), args);
    match kind {
        TrfErrorKind::ShortLine => s(Why::TrfShortLine, &[]),
        TrfErrorKind::BadNumber(_) => s(Why::TrfBadField, &[]),
        TrfErrorKind::BadRank | TrfErrorKind::RepeatedRank(_) | TrfErrorKind::MissingRank(_) => {
            s(Why::TrfRanks, &[])
        }
        TrfErrorKind::UnknownOpponent { player, round, .. }
        | TrfErrorKind::UnknownResult { player, round, .. }
        | TrfErrorKind::UnknownColour { player, round, .. }
        | TrfErrorKind::BadEntry { player, round } => {
            s(Why::TrfEntry, &[&player.to_string(), &round.to_string()])
        }
        TrfErrorKind::OwnOpponent(player) => s(Why::TrfEntry, &[&player.to_string(), "?"]),
        TrfErrorKind::TrailingText(player) => s(Why::TrfTrailing, &[&player.to_string()]),
        TrfErrorKind::Contradiction { round, .. } | TrfErrorKind::SameColour { round, .. } => {
            s(Why::TrfContradiction, &[&round.to_string()])
        }
        TrfErrorKind::WrongScore { player, .. } => s(Why::TrfScore, &[&player.to_string()]),
        TrfErrorKind::TooManyRounds => s(Why::TrfRounds, &[]),
        TrfErrorKind::BadRecord(what) => s(Why::TrfRecord, &[what]),
        TrfErrorKind::NoPlayers => s(Why::TrfNoPlayers, &[]),
    }
}

/// The evening's refusal as a sentence.
pub fn evening_error(lang: Lang, e: &EveningError) -> String {
    let s = |key: Why, args: &[&str]| fill(key.text(lang), args);
    let n = |v: &dyn ToString| v.to_string();
    match e {
        EveningError::EveningNameTooLong => s(Why::EveningNameTooLong, &[]),
        EveningError::ControlCharacter => s(Why::ControlCharacter, &[]),
        EveningError::RoundsOutOfRange(_) => s(
            Why::BadNumber,
            &[field_name(lang, crate::notice::Field::Rounds)],
        ),
        EveningError::RoundsBelowPaired(r) => s(Why::RoundsBelowPaired, &[&n(r)]),
        EveningError::TimeControlOutOfRange => s(Why::BadTimeControl, &[]),
        EveningError::RepeatedTieBreak(tb) => s(Why::RepeatedTieBreak, &[tiebreak_name(lang, *tb)]),
        EveningError::PlayerNameEmpty => s(Why::PlayerNameEmpty, &[]),
        EveningError::PlayerNameTooLong => s(Why::PlayerNameTooLong, &[]),
        EveningError::ClubTooLong => s(Why::ClubTooLong, &[]),
        EveningError::RatingOutOfRange => s(
            Why::BadNumber,
            &[field_name(lang, crate::notice::Field::Rating)],
        ),
        EveningError::TooManyPlayers => s(Why::TooManyPlayers, &[]),
        EveningError::UnknownPlayer(_) => s(Why::UnknownPlayer, &[]),
        EveningError::AlreadyStarted => s(Why::AlreadyStarted, &[]),
        EveningError::DraftOpen => s(Why::DraftOpen, &[]),
        EveningError::NoDraft => s(Why::NoDraft, &[]),
        EveningError::AllRoundsPaired => s(Why::AllRoundsPaired, &[]),
        EveningError::RoundIncomplete(r) => s(Why::RoundIncomplete, &[&n(r)]),
        EveningError::TooFewPlayers => s(Why::TooFewPlayers, &[]),
        EveningError::Pairing(PairingError::NoValidPairing) => s(Why::NoValidPairing, &[]),
        EveningError::Pairing(PairingError::ResultsMissing(r)) => s(Why::RoundIncomplete, &[&n(r)]),
        EveningError::Pairing(other) => s(Why::PairingFailed, &[&other.to_string()]),
        EveningError::NoPositionLeft => s(Why::NoPositionLeft, &[]),
        EveningError::PositionOutOfRange(_) => s(
            Why::BadNumber,
            &[field_name(lang, crate::notice::Field::Position)],
        ),
        EveningError::PositionUsed(sp, r) => s(Why::PositionUsed, &[&n(sp), &n(r)]),
        EveningError::PositionExcluded => s(Why::PositionExcluded, &[]),
        EveningError::AlreadyWithdrawn(_) => s(Why::AlreadyWithdrawn, &[]),
        EveningError::NotWithdrawn(_) => s(Why::NotWithdrawn, &[]),
        EveningError::RoundClosed(r) => s(Why::RoundClosed, &[&n(r)]),
        EveningError::RoundNotPlanned(r) => s(Why::RoundNotPlanned, &[&n(r)]),
        EveningError::NoByeRequest(_, r) => s(Why::NoByeRequest, &[&n(r)]),
        EveningError::UnknownRound(r) => s(Why::UnknownRound, &[&n(r)]),
        EveningError::UnknownBoard(b) => s(Why::UnknownBoard, &[&n(b)]),
        EveningError::NotPublished(r) => s(Why::NotPublished, &[&n(r)]),
        EveningError::ResultsFinal(r) => s(Why::ResultsFinal, &[&n(r)]),
        EveningError::HasResults(r) => s(Why::HasResults, &[&n(r)]),
        EveningError::NotOnBoard(_) => s(Why::NotOnBoard, &[]),
        EveningError::HandOver(_) => s(Why::HandOver, &[]),
        EveningError::Model(m) => s(Why::Inconsistent, &[&m.to_string()]),
        EveningError::Inconsistent(_) => s(Why::Inconsistent, &[&e.to_string()]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_all_four_languages() {
        for &key in Why::ALL {
            for lang in Lang::ALL {
                assert!(!key.text(lang).trim().is_empty(), "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn a_damaged_store_in_dutch() {
        let n = Notice::SetAside(StoreError::Checksum, "rokade.evening.corrupt.1".into());
        assert_eq!(
            refusal(Lang::Nl, &n),
            "De bewaarde avond was beschadigd (controlegetal klopt niet); hij is apart gezet onder rokade.evening.corrupt.1, niet gewist. Lees een TRF-bestand in of begin opnieuw."
        );
    }
}
