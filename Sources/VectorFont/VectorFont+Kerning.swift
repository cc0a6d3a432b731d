extension VectorFont {
    /// Pairs whose default spacing leaves a visible hole, with the change to
    /// their advance in font units. Diagonal and overhanging shapes (A, T, V,
    /// W, Y, L, P, F, r) meet letters that can tuck under or beside them.
    static let kerningPairs: [(String, Double)] = [
        ("AV", -90), ("VA", -90), ("AW", -60), ("WA", -60), ("AY", -90), ("YA", -90),
        ("AT", -80), ("TA", -80), ("Av", -50), ("Aw", -35), ("Ay", -50),
        ("LT", -100), ("LV", -90), ("LW", -60), ("LY", -100), ("Ly", -50), ("L'", -120),
        ("Ta", -100), ("Tc", -100), ("Te", -100), ("To", -100), ("Tr", -70), ("Tu", -70),
        ("Ty", -70), ("Tw", -70), ("Ts", -90), ("T.", -100), ("T,", -100), ("T-", -80),
        ("Va", -70), ("Ve", -70), ("Vo", -70), ("V.", -100), ("V,", -100),
        ("Wa", -50), ("We", -50), ("Wo", -50), ("W.", -70), ("W,", -70),
        ("Ya", -90), ("Ye", -90), ("Yo", -90), ("Yu", -60), ("Y.", -100), ("Y,", -100),
        ("P.", -110), ("P,", -110), ("PA", -60), ("F.", -90), ("F,", -90), ("FA", -50),
        ("r.", -70), ("r,", -70), ("v.", -60), ("v,", -60), ("w.", -45), ("w,", -45),
        ("y.", -60), ("y,", -60), ("LO", -30), ("OV", -25), ("VO", -25), ("OA", -25), ("AO", -25),
        ("7.", -80),
    ]
}
