//! The sentences only this module says (the page's texts file does not carry them): a refused
//! copy, an import that left out variations and annotations (too long to keep), and why address parameters were
//! ignored.

ui::text_table! {
    CopySelected => [
        "Kopiëren geweigerd: de tekst is geselecteerd, druk op Ctrl+C.",
        "Copying refused here: the text is selected, press Ctrl+C.",
        "Copie refusée : le texte est sélectionné, faites Ctrl+C.",
        "Kopiering afvist: teksten er markeret, tryk Ctrl+C.",
    ],
    ImportedSkipped => [
        "Geïmporteerd, zonder varianten en annotaties (te lang om te bewaren).",
        "Imported, without variations and annotations (too long to keep).",
        "Importé, sans variantes ni annotations (trop longues pour être gardées).",
        "Importeret, uden varianter og annotationer (for lange til at blive gemt).",
    ],
    ParamTooLong => [
        "Het adres is te lang om te lezen; parameters genegeerd",
        "The address is too long to read; parameters ignored",
        "L'adresse est trop longue pour être lue ; paramètres ignorés",
        "Adressen er for lang til at blive læst; parametre ignoreret",
    ],
    ParamUnknown => ["onbekende parameter", "unknown parameter", "paramètre inconnu", "ukendt parameter"],
    ParamInvalid => ["geen geldige waarde", "not a valid value", "valeur non valide", "ikke en gyldig værdi"],
    ParamSpAndFen => [
        "zowel sp als fen opgegeven: de FEN wordt gebruikt",
        "both sp and fen given: the FEN is used",
        "sp et fen donnés tous les deux : le FEN est utilisé",
        "både sp og fen angivet: FEN bruges",
    ],
}
