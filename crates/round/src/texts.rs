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
    BadLang => [
        "De taal in het adres is niet nl, en, fr of da: de taal van de browser wordt gebruikt.",
        "The language in the address is not nl, en, fr or da: the browser’s language is used.",
        "La langue de l'adresse n'est pas nl, en, fr ou da : la langue du navigateur est utilisée.",
        "Sproget i adressen er ikke nl, en, fr eller da: browserens sprog bruges.",
    ],
    BadCopies => [
        "Het aantal exemplaren in het adres is geen getal van 1 tot 50: er wordt 1 exemplaar afgedrukt.",
        "The number of copies in the address is not a number from 1 to 50: one copy is printed.",
        "Le nombre d'exemplaires de l'adresse n'est pas un nombre de 1 à 50 : un seul exemplaire est imprimé.",
        "Antallet af kopier i adressen er ikke et tal fra 1 til 50: der udskrives én kopi.",
    ],
    BadEvent => [
        "De toernooinaam in het adres was langer dan 60 tekens of bevatte stuurtekens: hij is ingekort.",
        "The event name in the address was longer than 60 characters or had control characters: it was shortened.",
        "Le nom du tournoi de l'adresse dépassait 60 caractères ou contenait des caractères de contrôle : il a été raccourci.",
        "Turneringens navn i adressen var længere end 60 tegn eller havde kontroltegn: det er forkortet.",
    ],
    BadSwitch => [
        "Deze keuze in het adres is geen 1 of 0, de standaardwaarde geldt:",
        "This switch in the address is neither 1 nor 0, its default is used:",
        "Ce choix de l'adresse n'est ni 1 ni 0, sa valeur par défaut est utilisée :",
        "Dette valg i adressen er hverken 1 eller 0, standardværdien bruges:",
    ],
    Unknown => [
        "Onbekend in het adres en genegeerd:",
        "Not known in the address and ignored:",
        "Inconnu dans l'adresse et ignoré :",
        "Ukendt i adressen og ignoreret:",
    ],
    BadNumber => [
        "Geen geldig nummer: gebruik 0 tot 959.",
        "Not a valid number: use 0 to 959.",
        "Numéro non valide : de 0 à 959.",
        "Ugyldigt nummer: brug 0 til 959.",
    ],
    BadRoundField => [
        "Geen geldige ronde: gebruik 1 tot 99.",
        "Not a valid round: use 1 to 99.",
        "Ronde non valide : de 1 à 99.",
        "Ugyldig runde: brug 1 til 99.",
    ],
    BadCopiesField => [
        "Geen geldig aantal exemplaren: gebruik 1 tot 50.",
        "Not a valid number of copies: use 1 to 50.",
        "Nombre d'exemplaires non valide : de 1 à 50.",
        "Ugyldigt antal kopier: brug 1 til 50.",
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

/// At most this many names are listed in one sentence; then how many more.
const NAMES_LISTED: usize = 3;

/// The sentence that says what was wrong with the address's parameter and what is done
/// instead, in `lang`.
pub fn problem_text(lang: ui::i18n::Lang, problem: &crate::logic::Problem) -> String {
    use crate::logic::Problem;
    let named = |key: Key, names: &[&str]| {
        let mut s = String::from(t(lang, key));
        for (i, name) in names.iter().take(NAMES_LISTED).enumerate() {
            s.push_str(if i == 0 { " " } else { ", " });
            s.push_str(name);
        }
        if names.len() > NAMES_LISTED {
            s.push_str(" (+");
            s.push_str(&(names.len() - NAMES_LISTED).to_string());
            s.push(')');
        }
        s
    };
    match problem {
        Problem::Round => t(lang, Key::BadRound).to_string(),
        Problem::Sp => t(lang, Key::BadSp).to_string(),
        Problem::Lang => t(lang, Key::BadLang).to_string(),
        Problem::Copies => t(lang, Key::BadCopies).to_string(),
        Problem::Event => t(lang, Key::BadEvent).to_string(),
        Problem::Switch(name) => named(Key::BadSwitch, &[name]),
        Problem::Unknown(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            named(Key::Unknown, &names)
        }
    }
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

    #[test]
    fn every_problem_is_said_in_every_language() {
        use crate::logic::Problem;
        let all = [
            Problem::Round,
            Problem::Sp,
            Problem::Lang,
            Problem::Copies,
            Problem::Event,
            Problem::Switch("no518"),
            Problem::Unknown(vec!["zz".into()]),
        ];
        for lang in Lang::ALL {
            let texts: Vec<String> = all.iter().map(|p| problem_text(lang, p)).collect();
            for (i, text) in texts.iter().enumerate() {
                assert!(text.len() > 20, "{lang:?} {i}: {text}");
                assert!(
                    !texts[..i].contains(text),
                    "{lang:?}: each problem its own sentence"
                );
            }
        }
        assert_eq!(
            problem_text(Lang::En, &Problem::Switch("no518")),
            "This switch in the address is neither 1 nor 0, its default is used: no518"
        );
        let five: Vec<String> = ["a", "b", "c", "d", "e"].map(String::from).to_vec();
        assert_eq!(
            problem_text(Lang::Fr, &Problem::Unknown(five)),
            "Inconnu dans l'adresse et ignoré : a, b, c (+2)"
        );
    }
}
