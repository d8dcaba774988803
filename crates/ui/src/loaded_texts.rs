//! The game page's texts as loaded at run time. The page's wasm does not carry the four
//! languages' texts (about 4 KB gzipped): `boot.js` fetches the player's language from
//! `texts/<code>.txt` (written from [`crate::i18n::TEXTS`], one text per line; a test keeps the
//! files equal to the table) and the page stores it here. Until a language is here, [`get`] answers from a
//! language that is (the previous one, while the player switches), else with empty text.

use std::cell::RefCell;

use crate::lang::Lang;

thread_local! {
    static TABLES: RefCell<[Option<Vec<&'static str>>; 4]> = const { RefCell::new([None, None, None, None]) };
}

/// Why a text file was not taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WrongCount {
    /// Texts in the file.
    pub found: usize,
    /// Texts the table has.
    pub expected: usize,
}

/// Stores `lang`'s texts: `file` holds `expected` texts, each on its own line. A file with
/// another count (from another build of the page, or cut short) is refused, and nothing changes.
pub fn load(lang: Lang, file: &str, expected: usize) -> Result<(), WrongCount> {
    let body = file.strip_suffix('\n').unwrap_or(file);
    let found = body.split('\n').count();
    if found != expected || !file.ends_with('\n') {
        return Err(WrongCount { found, expected });
    }
    // Leaked once per language (at most four small strings for the page's life), so the texts
    // are `&'static str` like the compiled-in ones.
    let texts: &'static str = Box::leak(body.to_string().into_boxed_str());
    TABLES.with(|t| {
        if let Some(slot) = t.borrow_mut().get_mut(lang.index()) {
            *slot = Some(texts.split('\n').collect());
        }
    });
    Ok(())
}

/// Whether `lang`'s texts are here.
pub fn is_loaded(lang: Lang) -> bool {
    TABLES.with(|t| t.borrow().get(lang.index()).is_some_and(Option::is_some))
}

/// Whether any language's texts are here.
pub fn any_loaded() -> bool {
    TABLES.with(|t| t.borrow().iter().any(Option::is_some))
}

/// Text number `i` in `lang`, else in a language that is loaded, else empty.
pub fn get(lang: Lang, i: usize) -> &'static str {
    TABLES.with(|t| {
        let tables = t.borrow();
        let own = tables.get(lang.index()).and_then(Option::as_ref);
        own.or_else(|| tables.iter().flatten().next())
            .and_then(|v| v.get(i))
            .copied()
            .unwrap_or("")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Key, TEXTS};

    /// Forgets every loaded language, as a fresh page would have it: the tables are
    /// thread-local, and a test must not depend on getting a thread of its own
    /// (`--test-threads=1` runs them one after another, possibly on one thread).
    fn fresh() {
        TABLES.with(|t| *t.borrow_mut() = [None, None, None, None]);
    }

    /// The file for `lang`: the table's texts, one per line.
    fn file_text(lang: Lang) -> String {
        let texts = TEXTS[lang.index()];
        assert!(!texts.contains('\n'), "a text of {lang:?} has a line break");
        texts.replace('\0', "\n")
    }

    /// `www/texts/<code>.txt`, which the page loads.
    fn file_path(lang: Lang) -> std::path::PathBuf {
        let mut p = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        p.push("../../www/texts");
        p.push(format!("{}.txt", lang.code()));
        p
    }

    /// The files the page loads say exactly what the table says. After a change to the table,
    /// `ROKADE_WRITE_TEXTS=1 cargo test -p ui texts_files` writes them.
    #[test]
    fn texts_files_match_the_table() {
        for lang in Lang::ALL {
            file_matches(&file_path(lang), &file_text(lang));
        }
    }

    /// Asserts that the file at `path` holds `want` (writing it first with
    /// `ROKADE_WRITE_TEXTS=1`), and returns what it holds.
    fn file_matches(path: &std::path::Path, want: &str) -> String {
        if std::env::var_os("ROKADE_WRITE_TEXTS").is_some() {
            std::fs::write(path, want).expect("write the file");
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "{} differs from the table: run ROKADE_WRITE_TEXTS=1 cargo test -p ui texts_files",
            path.display()
        );
        have
    }

    /// `www/text-keys.txt` names the keys in [`Key::ALL`]'s order, one per line: the build
    /// writes each `data-k` name of the page as its number from it (the page's wasm reads
    /// numbers, not names). `ROKADE_WRITE_TEXTS=1` writes it too.
    #[test]
    fn texts_files_key_names_match_the_table() {
        let mut p = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        p.push("../../www/text-keys.txt");
        let want: String = Key::ALL.iter().map(|k| format!("{k:?}\n")).collect();
        let have = file_matches(&p, &want);
        for (i, line) in have.lines().enumerate() {
            assert_eq!(Key::from_name(line).map(|k| k as usize), Some(i), "{line}");
        }
    }

    #[test]
    fn a_loaded_file_gives_every_text_of_its_language() {
        fresh();
        assert_eq!(
            get(Lang::Fr, Key::NewGame as usize),
            "",
            "nothing before loading"
        );
        assert!(!is_loaded(Lang::Fr));
        assert!(!any_loaded());
        for lang in Lang::ALL {
            load(lang, &file_text(lang), Key::ALL.len()).expect("the table's own texts");
            assert!(is_loaded(lang));
            for &key in Key::ALL {
                assert_eq!(
                    get(lang, key as usize),
                    crate::i18n::t(lang, key),
                    "{key:?}"
                );
            }
        }
    }

    #[test]
    fn a_missing_language_borrows_a_loaded_one() {
        fresh();
        load(Lang::Nl, &file_text(Lang::Nl), Key::ALL.len()).expect("Dutch");
        assert_eq!(get(Lang::Da, Key::NewGame as usize), "Nieuwe partij");
        assert!(!is_loaded(Lang::Da));
        assert_eq!(get(Lang::Nl, Key::ALL.len() + 5), "", "past the end: empty");
    }

    #[test]
    fn a_file_of_another_build_is_refused() {
        fresh();
        let n = Key::ALL.len();
        assert_eq!(
            load(Lang::En, "one\ntwo\n", n),
            Err(WrongCount {
                found: 2,
                expected: n
            })
        );
        let whole = file_text(Lang::En);
        let cut = whole.strip_suffix('\n').unwrap_or_default();
        assert!(
            load(Lang::En, cut, n).is_err(),
            "a file without its last line end"
        );
        let short = whole.split_inclusive('\n').skip(1).collect::<String>();
        assert!(load(Lang::En, &short, n).is_err(), "a file a line short");
        assert!(load(Lang::En, "", n).is_err());
        assert!(!is_loaded(Lang::En));
        assert!(!any_loaded(), "nothing stored by a refused file");
    }
}
