//! The round screen's texts in Dutch, English, French and Danish. They live here, not in
//! `ui::i18n`, so the game page's wasm does not carry them; piece names and language names
//! are shared with the game ([`ui::speech::capitalised_piece_name`], [`ui::i18n::Lang::name`]).

ui::text_table! {
    Round => [
        "Ronde",
        "Round",
        "Ronde",
        "Runde",
    ],
    Event => [
        "Toernooi",
        "Event",
        "Tournoi",
        "Turnering",
    ],
    Leave518 => [
        "518 uitsluiten",
        "Leave out 518",
        "Exclure 518",
        "Udelad 518",
    ],
    NoRepeats => [
        "Geen herhaling in dit toernooi",
        "No repeats in this event",
        "Pas de répétition dans ce tournoi",
        "Ingen gentagelser i denne turnering",
    ],
    Draw => [
        "Stelling loten",
        "Draw position",
        "Tirer une position",
        "Træk lod om stillingen",
    ],
    Number => [
        "Nummer",
        "Number",
        "Numéro",
        "Nummer",
    ],
    Show => [
        "Toon",
        "Show",
        "Afficher",
        "Vis",
    ],
    Copies => [
        "Exemplaren",
        "Copies",
        "Exemplaires",
        "Kopier",
    ],
    Print => [
        "Afdrukken",
        "Print",
        "Imprimer",
        "Udskriv",
    ],
    Play => [
        "Speel deze stelling",
        "Play this position",
        "Jouer cette position",
        "Spil denne stilling",
    ],
    Language => [
        "Taal",
        "Language",
        "Langue",
        "Sprog",
    ],
    Drawn => [
        "Geloot in dit toernooi",
        "Drawn in this event",
        "Tirées dans ce tournoi",
        "Trukket i denne turnering",
    ],
    NoneYet => [
        "Nog geen.",
        "None yet.",
        "Aucune pour l’instant.",
        "Ingen endnu.",
    ],
    NotDrawn => [
        "Nog geen stelling voor deze ronde: kies “Stelling loten”.",
        "No position for this round yet: press “Draw position”.",
        "Pas encore de position pour cette ronde : « Tirer une position ».",
        "Ingen stilling til denne runde endnu: tryk “Træk stilling”.",
    ],
    AllUsed => [
        "Alle stellingen zijn in dit toernooi al gebruikt.",
        "Every position has already been used in this event.",
        "Toutes les positions ont déjà été utilisées dans ce tournoi.",
        "Alle stillinger er allerede brugt i denne turnering.",
    ],
    BadRound => [
        "Het rondenummer in het adres is geen getal van 1 tot 99: ronde 1 wordt getoond.",
        "The round in the address is not a number from 1 to 99: round 1 is shown.",
        "Le numéro de ronde de l'adresse n'est pas un nombre de 1 à 99 : la ronde 1 est affichée.",
        "Runden i adressen er ikke et tal fra 1 til 99: runde 1 vises.",
    ],
    BadSp => [
        "Het stellingnummer in het adres ligt niet tussen 0 en 959 en is niet gebruikt.",
        "The start position number in the address is not 0 to 959 and was not used.",
        "Le numéro de position de l'adresse n'est pas entre 0 et 959 et n'a pas été utilisé.",
        "Stillingsnummeret i adressen er ikke 0 til 959 og blev ikke brugt.",
    ],
    BadNumber => [
        "Geen geldig nummer: gebruik 0 tot 959.",
        "Not a valid number: use 0 to 959.",
        "Numéro non valide : de 0 à 959.",
        "Ugyldigt nummer: brug 0 til 959.",
    ],
    Damaged => [
        "De opgeslagen lijst van dit toernooi was beschadigd; het leesbare deel is bewaard.",
        "The saved list of this event was damaged; the readable part was kept.",
        "La liste enregistrée de ce tournoi était endommagée ; la partie lisible a été conservée.",
        "Den gemte liste for denne turnering var beskadiget; den læsbare del er bevaret.",
    ],
    NoStorage => [
        "Deze browser kan de lijst niet bewaren.",
        "This browser cannot keep the list.",
        "Ce navigateur ne peut pas conserver la liste.",
        "Denne browser kan ikke gemme listen.",
    ],
    BackRank => [
        "Onderste rij van wit, a tot h",
        "White’s back rank, a to h",
        "Première rangée des Blancs, de a à h",
        "Hvids bagerste række, a til h",
    ],
    Board => [
        "Beginstelling",
        "Start position",
        "Position de départ",
        "Startstilling",
    ],
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui::i18n::Lang;

    #[test]
    fn every_text_exists_and_is_translated() {
        for &key in Key::ALL {
            let en = t(Lang::En, key);
            for lang in Lang::ALL {
                assert!(!t(lang, key).trim().is_empty(), "{key:?} in {lang:?}");
            }
            assert!(
                [Lang::Nl, Lang::Fr, Lang::Da]
                    .iter()
                    .any(|&l| t(l, key) != en),
                "{key:?} is English in every language"
            );
        }
        assert_eq!(t(Lang::Nl, Key::Round), "Ronde");
        assert_eq!(t(Lang::Da, Key::Draw), "Træk lod om stillingen");
    }
}
