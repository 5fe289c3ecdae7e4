<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>durva hiba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>hiba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>pontatlanság</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>jelölés nélkül</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>%1. kör, %2. forduló, %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>a legjobb talált kör</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>közel a legjobb talált körhöz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>játszott: %1 (várható különbség %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>jobb: %1 (várható különbség %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>miért: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1, elveszett előny: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1: pontosság %2, átlagos veszteség körönként: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n kör</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n pontatlanság</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n durva hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>legnagyobb kilengések: kör %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>A játék a végéig nyitott maradt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>A győzelem a játék %1. körében dőlt el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>A győzelem a játék %1. körében dőlt el (%2. forduló, %3 köre).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Különbség az ellenféllel szemben: a játékos végső pontszáma mínusz az ellenfélé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(a fájlban tárolt elemzés)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>elemzés eltárolva: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>a --players 0 és %1 közötti helyszámokat vár, nem ezt: %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>elemzett körök: %1 / %2, még kb. %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n másodperc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n perc</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 %2</source>
        <comment>analyse: hours, then minutes</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n óra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n elemzendő kör, kb. %1 munka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n elemzendő kör, kb. %1 munka: több, mint amennyit a --max-turns enged (%2). Elemezz kevesebb helyet (--players), csökkentsd a --budget értékét, vagy emeld a --max-turns értékét.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>most teljesíti a {puzzle} feladványt, és megkapja a jutalmát ({reward})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>ebben a körben több feladványt is teljesít: {puzzles}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>ebben a körben nem csak a {other} feladványt teljesíti, hanem ezeket: {puzzles}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>most teljesíti a {puzzle} feladványt, és egy fordulóval korábban megkapja a jutalmát ({reward})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>a {other} helyett a {puzzle} feladványt veszi el ({points} pont)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>elveszi a {puzzle} feladványt ({points} pont)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>elvesz egy {piece} alkatrészt, amellyel a következő körben teljesíti a {puzzle} feladványt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>a mesterakcióval egyszerre {count} alkatrészt helyez le</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>minden akciót kihasznál ahelyett, hogy {left} megmaradt akcióval befejezné a kört</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>végső rendrakás, amellyel teljesül a {puzzle} feladvány</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>kevesebb pontba kerülő végső rendrakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>egy {other} helyett egy {piece} alkatrészt szerez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>egy {piece} alkatrészt is szerez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>nem egy {other} alkatrészt szerez, hanem egy {old} alkatrészét {piece} alkatrészre fejleszti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>egy {old} alkatrészét {piece} alkatrészre is fejleszti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>a {other} helyett a {puzzle} feladványt veszi el (jutalom: {reward})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>más feladványokat vesz el ({puzzles}), nem ezeket: {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>a {puzzle} feladványt is elveszi (jutalom: {reward})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>előbb a {puzzle}, aztán a {other} feladványt veszi el</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>több négyzetet tölt ki a befejezetlen feladványokon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>több pontot tart elérhető közelségben</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>pontatlanság</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>hiba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>baklövés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>P (pontatlanság)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>H (hiba)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>B (baklövés)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>legjobb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>%1. forduló, %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>Különbség</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>Különbség az ellenféllel szemben</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>eldőlt</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>Az elemzés előrehaladása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>Az elemzés megszakítása</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>Várható pontkülönbség a játék során</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>Megjelölt körök</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>Az elemzés összegzése</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>A megjelölt kör szavakban</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>Elemzés &gt; A játék elemzése: a gép végignézi a játékosok minden körét, és megjelöli azokat, amelyek pontokba kerültek.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>A játék elemzése…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>Jobb: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>Egyik kör sem került egy pontba vagy többe.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>%1. forduló (%2 köre)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n pontatlanság</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n baklövés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1: pontosság %2%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <comment>a turn and the margin it lost</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Biggest swings: %1</source>
        <translation>Legnagyobb veszteségek: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Különbség az ellenféllel szemben: a játékos végső pontszáma mínusz az ellenfélé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>A játék eldőlt: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>A játék a végéig nyitott maradt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>A várható végső pontkülönbség az ellenféllel szemben minden kör elején.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>Minden játékos várható végső pontkülönbsége minden kör elején.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Lejátszva:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Jobb:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Miért:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>A &amp;lejátszott mutatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>Az asztal a jobb kört mutatja; mutassa inkább a lejátszottat (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>A &amp;jobb mutatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>Az asztal a lejátszott kört mutatja; mutassa inkább a jobbat (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>Elemzés: %1. kör / %2 — %3</translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+52"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../editor/balance.py" line="+281"/>
        <source>Balance lab — %1</source>
        <translation>Egyensúlylabor — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>Lejátszandó játszmák</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>MI-szintek (felváltva a helyeken):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>&amp;Játszmák beállításonként:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>Mé&amp;gse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportálás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>Egyszemélyes, normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>Egyszemélyes, profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>Egyszemélyes, verhetetlen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>A játszmák leálltak: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Megszakítva %n játszma után</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Kész: %n játszma lejátszva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>Válaszd ki a játszmákat, majd kattints az Indításra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>Lejátszott játszmák: %1 / %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>Ez a pakli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>Klasszikus pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>„%1” egyensúlya</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>Feladványok</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>%1. hely</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>Mutató</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>A kezdő játékos előnye</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Átlagos pontszám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>Átlagos fordulószám</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>Játszmák hiánnyal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>Hiányok összesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>Az ellenfél átlagos pontszáma</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>Alkatrész</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>Kapott</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>Feladvány</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>A jelentés exportálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>HTML-jelentés (*.html);;PDF-jelentés (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>A jelentés nem exportálható</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>Megnyitás a &amp;visszajátszásban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>Beá&amp;llítás:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Jelentés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>Jutalmak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>Rendhagyó játszmák</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>Ennyi játszmával egy hely nyerési aránya körülbelül ±%n százalékpont pontossággal ismert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>Előző változat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>Összevetve a klasszikus paklival és e pakli előző változatával (futtatás: %1, beállításonként %2). Azóta változott: hozzáadva %3; eltávolítva %4; módosítva %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>Minden mutatónak megvan a 95%-os intervalluma. A döntetlen győzelme megoszlik a győztesek között.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Minden helyet az igazságos részhez mérünk, Holm-korrekcióval a futtatásban vizsgált %n helyre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Túl kevés játszma egy 5 százalékpontos előny kimutatásához: beállításonként körülbelül %n játszma kell.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>A győzelmek megoszlása helyenként (95%-os intervallum)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>igazságos rész: %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>Pontszámok (a helyek aránya, 95%-os intervallum)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>Játszmahossz fordulókban (a játszmák aránya, 95%-os intervallum)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>%1. hely részesedése a győzelmekből</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>Megkapó helyek</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>Részesedésük a győzelmekből</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>Igazságos rész</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>p-érték (Holm)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>Megjelölve: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>Egyik feladvány sem esik egyértelműen kívül a színe tartományán.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0,001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ túl erős</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ túl gyenge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>túl kevés játszma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Négyzetek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>Kiosztva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>Kínálatban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>Elvitték, amikor kínálatban volt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>Teljesítették, amikor elvitték</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>Elvitel kínálatban töltött körönként</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>Pont kiosztott játszmánként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>Pont kínálatban töltött játszmánként</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>Ítélet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>Beállítás</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>A játszma nem nyitható meg</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>Beállításonként körülbelül %n játszma ±5 százalékpont pontossággal méri.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>Ezek MI-játszmák: az emberek másként játszhatnak.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>Összevetve a klasszikus paklival. E pakli egy módosított változatának következő futtatását ezzel is összevetjük.</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>Minden arányt ahhoz mérünk, hogy a feladvány milyen gyakran volt játékban: amikor kínálatban volt (képpel felfelé egy sorban), amikor elvitték, amikor kiosztották.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>Egy feladvány túl erős vagy túl gyenge, ha a kínálatban töltött játszmánkénti pontja egyértelműen kívül esik a színe legtöbb feladványának tartományán.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>Intervallumai a pakli összes feladványára együtt érvényesek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>Rendezéshez kattints egy oszlop címére.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>A helyek, amelyek jutalom alkatrészt kaptak, és a győzelmekből való részesedésük, egy hely igazságos részéhez képest; a legerősebb bizonyíték elöl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>A p-értékek minden alkatrész vizsgálatára korrigálva vannak (Holm): 0,05 alatt a különbség aligha véletlen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>A többinél jóval hosszabb vagy rövidebb játszmák (három interkvartilis terjedelmen túl, amely legalább két forduló).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>Játékfeljegyzéseik a futtatással együtt megmaradnak: nyiss meg egyet, hogy megnézd.</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>A kezdő játékos többet nyer az igazságos részénél (Holm-korrigált p %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>A kezdő játékos kevesebbet nyer az igazságos részénél (Holm-korrigált p %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>A kezdő játékos előnye egyik irányban sem éri el az 5 százalékpontot.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n játszma döntetlennel végződött: minden győztes a győzelem egy részét kapja.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>Fordulószám mediánja</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>Kezdőérték</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>MI-szintek</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>Fordulók</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>Akciók</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, %2. játszma (%n forduló)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceText</name>
    <message>
        <location filename="../../app/commands/balance.py" line="+92"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>95% interval %1 to %2</source>
        <translation>95%-os intervallum: %1–%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>egyszemélyes, %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+5"/>
        <location line="+105"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>„%1” egyensúlya: beállításonként %2, MI: %3, véletlenmagok: %4–%5, %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n folyamat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [klasszikus: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>%1. hely győzelmi aránya: %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>a kezdő játékos előnye: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>összesen %n hiány</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>hiány: nem volt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>feladvány</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>pont</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>ismeretlen beállítás: %1 (választható: 2, 3, 4 vagy solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>ismeretlen MI-szint: %1 (választható: %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [előző változat: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n játszma döntetlen: minden győztes a győzelem egy részét kapja</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>a kezdő játékos többet nyer az igazságos részénél (Holm-korrigált p %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>a kezdő játékos kevesebbet nyer az igazságos részénél (Holm-korrigált p %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>a kezdő játékos előnye egyik irányban sem éri el az 5 százalékpontot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>pontszám: átlag %1 (%2), szórás %3, %4 és %5 között</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>fordulók: átlag %1 (%2), medián %3 (%4), %5 és %6 között</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>rendhagyó játszma: %1. játszma (kezdőérték %2, %3), hossza %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n fordulóig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>a játékfeljegyzése: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>ellenfél: átlagos pontszám %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>hiányok: a játszmák %1-ában (%2; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>jutalom alkatrészek: az őket megkapó helyek részesedése a győzelmekből, az igazságos %1-hoz képest, a legerősebb bizonyíték elöl:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3), %4 közül</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n hely</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>feladványok (%n darab; az intervallumok mindegyikükre egyszerre érvényesek):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>négyzetek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>kiosztva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>kínálatban</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>elvitték, amikor kínálatban volt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>teljesítették, amikor elvitték</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>pont kiosztott játszmánként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>ítélet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>túl erős</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>túl gyenge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>túl kevés játszma</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>Holm-korrekció az igazságos részhez mért %n helyre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>előző változat (futtatás: %1, beállításonként %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>azóta változott: hozzáadva %1; eltávolítva %2; módosítva %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>játékfeljegyzések: %1, kiírva ide: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>nem hozható létre: %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>lejátszva: %1 / %n játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>túl kevés játszma egy 5 százalékpontos előny kimutatásához: beállításonként körülbelül %n játszma kell</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>Jobb: elvétel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>BotText</name>
    <message>
        <location filename="../../app/commands/bot.py" line="+115"/>
        <source>playing seat %1 in room %2</source>
        <translation>játszik (szoba: %2, hely: %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>néző (szoba: %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>megszakadt a kapcsolat: újracsatlakozás…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>újra a játékban</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>nem lehet csatlakozni a játékhoz: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>a kapcsolat a játék vége előtt megszakadt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>a játékfeljegyzés mentve ide: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>a játékfeljegyzés nem menthető: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>a szerver egymás után %n akciót utasított el (az utolsó: %1): leállás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>a szerver asztalát %n egymás utáni újraszinkronizálás után sem lehet követni: leállás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>a szerver egymás után %n akcióra nem válaszolt: leállás</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>a szerver olyat küldött, amit a bot nem tud olvasni (%1): leállás</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>A gombokhoz nyomd meg az F6-ot: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>Csevegés üzenetei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>Írj az asztalnak…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>Csevegőüzenet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Küldés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <location filename="../../app/i18n.py" line="+597"/>
        <source>Classic (first edition)</source>
        <translation>Klasszikus (első kiadás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>Az első kiadás (2020) 52 feladványa és 9 alkatrészformája.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>monominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>dominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>egyenes triminó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>L-triminó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>egyenes tetrominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>négyzet tetrominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>L-tetrominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>T-tetrominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>S/Z-tetrominó</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>T&amp;ovább</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>A következő gépi játékos lép (C, vagy Szóköz az asztalon)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>befejezetlen (%n akció)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n üres mező)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Holtverseny (%1, %n teljesített feladvány): %2 nyer, mert több alkatrész maradt a készletében (%3 – %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Holtverseny (%1, %n teljesített feladvány, %2 a készletben): közös győzelem</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>Legfeljebb %n karakter: a beillesztett szöveg többi része kimaradt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>Mentetlen változtatások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>A pakli („%1”) változtatásai nincsenek mentve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>Mented őket, mielőtt továbblépsz?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>A pakli nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 nem nyitható meg: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>Paklifájl megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Project L paklik (*.pldeck *.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>Új pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>Az új pakli neve:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>Saját paklim</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (saját másolat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>Pakli másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>A másolat neve:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>Ezt a másolatot szabadon szerkesztheted; a Mentés a paklikönyvtárba teszi.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>A pakli még nincs a könyvtárban: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>Lerövidített név</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>A pakli neve legfeljebb %n karakter lehet; lerövidítettük erre: „%1”.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>Pakli importálása</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>A pakli nem importálható</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>Importálva a könyvtárba ezen a néven: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>Pakli törlése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>Törlöd ezt a paklit a paklikönyvtárból: „%1”? Ez nem vonható vissza.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>A pakli nem törölhető</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…és még %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>Ezzel a paklival még nem lehet játszani. Előbb javítsd ki ezeket a hibákat:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>Csak olvasható pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>A klasszikus pakli csak olvasható. Készíts róla másolatot, hogy saját paklit szerkeszthess.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>Pakli mentése másként</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Project L paklik (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>A pakli nem menthető</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>Vázlatként mentve ide: %1. Ezzel még nem lehet játszani.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Mentve ide: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>Pakli exportálása</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>A pakli nem exportálható</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>Exportálva ide: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>Játék ezzel a paklival</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>A játék a mentett paklit használja. Mented most a változtatásokat?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>A játékot nem sikerült elindítani.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>A játék indul…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>Helyreállítva: „%1”; mentsd, hogy megmaradjon.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>Helyreállítod a paklit?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>Egy %1 időpontban automatikusan mentett pakli nem állítható helyre: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>A szerkesztő bezárult, mielőtt mentetted volna a paklit („%1”). Automatikusan mentett állapota (%2) helyreállítható.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>Állítsd helyre, és szerkeszd tovább, vagy dobd el végleg ezeket a változtatásokat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Helyreállítás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>&amp;Később</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>A pakli megváltozott a lemezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>A pakli („%1”) fájlja a szerkesztőn kívül megváltozott.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>Itt mentetlen változtatásaid vannak. Újratöltöd a fájlt, és elveted őket, vagy tovább szerkeszted a saját változatodat (a mentése felülírja a fájlt)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>Újratöltöd, hogy lásd a változásokat?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>Új&amp;ratöltés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>Ez a változat &amp;marad</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>Mitől különleges ez a pakli?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Leírás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Fájl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>Az összes fehér feladvány</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>Lapok soronként</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>Fekete feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>Fehér feladványok</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>Előkészületek: 2–4 játékos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>Minden játékos kezdőkészlete</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>Egyszemélyes fehér feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>Egyszemélyes fekete feladványok</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>%1. oszlop fölötti alkatrészek</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>Egyszemélyes játék</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>fehér, ezek alatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>Egyszemélyes pakli</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>1. szintű alkatrészek az 1–3. oszlop fölött</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>verhetetlen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>Az ellenfél alkatrészei</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>Alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>Fehér jutalmak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>Fekete jutalmak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Tartalék</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>Összegzés</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Fekete feladványok, %n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>Fehér feladványok, %n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>built in (read-only)</source>
        <translation>beépített (csak olvasható)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>még nincs mentve</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n fehér feladvány</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n fekete feladvány</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n négyzet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1, összesen %2; %3, összesen %4.
A tartalékban: %5 (%6).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Fekete feladványok beállítása %n játékosra</numerusform>
        </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Starting %1</source>
        <translation>Kezdő %1</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Set white puzzles per game</source>
        <translation>Fehér feladványok száma játékonként</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>Lapok száma soronként</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>Kezdő alkatrészek beállítása</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>Egyszemélyes játék beállítása</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>Az azonosító 1–16 nyomtatható karakterből áll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1: ez az azonosító már szerepel ebben a pakliban.</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>hibák vannak benne, amelyeket a szerkesztőben kell javítani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>az egyszemélyes játékhoz</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>%n játékoshoz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>még %n fehér feladvány kell %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>még %n fekete feladvány kell %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>Vázlat</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>egyszemélyes</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>hiba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>figyelmeztetés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>megjegyzés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>deck validate: a finding&apos;s severity, then its reason</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: “%2”: %3, %4 and %5</source>
        <translation>%1: „%2”: %3, %4 és %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n fehér feladvány</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n fekete feladvány</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>játszható: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>vázlat: ezzel a paklival így még nem lehet játszani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>játszható: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n figyelmeztetés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>feladványok:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  jutalom: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(nincs vizsgálva)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n mező</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>ismeretlen: túl nehéz a megoldónak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>nem tölthető ki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(túl nehéz megszámolni)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>legkevesebb alkatrész: %1  kitöltések: %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány pontszámának beállítása</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány jutalmának beállítása</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>%n feladvány legyen fehér</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>%n feladvány legyen fekete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány törlése</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány másolása</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány beillesztése</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n lap kijelölve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>Ú&amp;j pakli…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>Pakli&amp;fájl megnyitása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>&amp;Importálás a könyvtárba…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>A pakli mentése a könyvtárba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>Pakli e&amp;xportálása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>A pakli másolatának kiírása bárhová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>Pakli másolá&amp;sa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>Szerkeszthető másolat készítése erről a pakliról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>&amp;PDF nyomtatáshoz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>Feladványlapok valódi méretben és alkatrészívek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Exportálás Tabletop Simulat&amp;orhoz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Lapívek és mentett objektum tesztjátékokhoz a Tabletop Simulatorban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>Já&amp;tszás ezzel a paklival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>A játék indítása ezzel a paklival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>Lapok &amp;másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>A kijelölt feladványlapok másolása, hogy ebbe vagy egy másik pakliba beilleszthesd őket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>Lapok &amp;beillesztése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>Egy pakliból másolt feladványlapok hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>Új &amp;fehér feladvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>Fehér feladvány hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>Új f&amp;ekete feladvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>Fekete feladvány hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>Új &amp;alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>Alkatrész hozzáadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>&amp;Generálás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>A megadott feltételeknek megfelelő feladványkártyák generálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>Egy &amp;kitöltés mutatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>A lap egy kitöltésének mutatása a tartalék alkatrészeivel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>&amp;Egyensúly…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>Lapok &amp;táblázatként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>A feladványlapok megjelenítése adataik táblázataként</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>A paklikönyvtár &amp;mappájának megnyitása</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>Fela&amp;dvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>&amp;Pakli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>Fő</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>Visszavonás: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>Újra: %1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>Feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>Alkatrészek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>A klasszikus pakli csak olvasható. Készíts róla másolatot, hogy saját paklit szerkeszthess.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>Másolat szerkesztéshez</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>Paklik</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>Ellenőrzés</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(csak olvasható)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Project L pakliszerkesztő</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>Ellenőrzés (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>%1. sor, %2. oszlop</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>A paklikönyvtár nem nyitható meg</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>Egyensúlylabor</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>A paklit nem sikerült automatikusan menteni: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>%1 megnyitása…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>PDF exportálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-fájlok (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>Nyomtatható változat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>A PDF írása…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%n oldal kiírva ide: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>A PDF nem írható ki</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>A PDF exportálása megszakítva: semmi sem íródott ki</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Exportálás Tabletop Simulatorhoz: válassz mappát</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>Lapívek rajzolása…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>A Tabletop Simulatorhoz készült pakli helye: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>A pakli nem exportálható</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>Az exportálás megszakítva: semmi sem íródott ki</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>A pakli ellenőrzésének leállítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>Újraellenőrzés</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>Megjegyzések</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>Ellenőrzési eredmények</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 / %n feladvány</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>A pakli ellenőrzése…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>A pakli ellenőrzése nem sikerült: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>Az ellenőrzés megszakadt: a lenti eredmények elavultak lehetnek.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>Nincs hiba: a pakli menthető és játszható.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n figyelmeztetés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>amíg nincsenek kijavítva, a pakli vázlat marad</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>Az elemzést nem sikerült menteni: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>A befejezett játék nem kerülhetett az előzmények közé:
%1

Az automatikus mentések között marad, és a következő indításkor kerül az előzmények közé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>A befejezett játék nem kerülhetett az előzmények közé:
%1

Máshol nincs megőrizve: a megtartásához mentsd fájlba (Játék &gt; Mentés).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>Az előzmények nem írhatók</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>%n befejezett játék nem kerülhetett az előzmények közé:
%1

Az automatikus mentések között maradnak, és egy későbbi indításkor kerülnek az előzmények közé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>Egy korábbi indítás %n befejezett játéka most már az előzmények között van.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Mentett játékok (*%1);;Játékfeljegyzések (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 nem nyitható meg:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>Nincs legutóbbi játék</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>A lista törlése</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>A játék nem menthető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>A játékot nem sikerült ide menteni: %1
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>Mentve ide: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>A játék mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>Mentett játékok (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>Az automatikus mentés nem sikerült, így ez a játék sehol sincs megőrizve. Mented fájlba bezárás előtt?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>Az automatikus mentés nem sikerült, így ez a játék sehol sincs megőrizve. Mented fájlba, mielőtt lekerül az asztalról?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>A játék nincs megőrizve</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>A befejezett játék ebbe a fájlba is mentve: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>Ez a fájl változatlan maradt: %1 (%2); a befejezett játék az előzmények között van</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../app/table/gamelog.py" line="+53"/>
        <source>an %1</source>
        <translation>egy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>egy %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone</source>
        <translation>Valaki</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 egy %2 alkatrészét %3 alkatrészre fejlesztette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 egy %2 alkatrészét %3 alkatrészre cserélte</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 a %2 feladványra</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1 mesterakciót hajtott végre: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>%1 végső rendrakása (-%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1 semmit sem tett le a végső rendrakásban</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 befejezte a körét</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 teljesítette a %2 feladványt (+%3), jutalma %4 alkatrész</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 teljesítette a %2 feladványt (+%3); a tartalék üres, nincs jutalom</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 elvette a %2 feladványt (%3, jutalom: %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>; a helyére a %1 feladvány került</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 elvett %2 alkatrészt a tartalékból</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 visszatett %2 alkatrészt a tartalékba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 %2 alkatrészt tett a %3 feladványra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 teljesítette a %2 feladványt (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>A tartalék üres: a %1 feladványért nincs jutalom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 %2 alkatrészt kapott jutalmul a %3 feladványért (%4 már nem maradt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 %2 alkatrészt kapott jutalmul a %3 feladványért</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>A %2 feladvány jutalmából (%1) már nem maradt: %3 ezek közül választ: %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>A pakli elfogyott: közeleg a játék vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>A fekete pakli elfogyott: közeleg a játék vége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>Utolsó forduló!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>%1 végső rendrakása: -%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 alkatrész %2 fölül az ellenfél készletébe került</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>Egy jelző %1 fölül az ellenfél készletébe került</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>Az ellenfél elvette a %1 feladványt (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>Minden oszlop zárolva volt: minden oszlop fölül egy alkatrész visszakerült a tartalékba</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>Minden oszlop zárolva volt: minden oszlop fölül lekerült egy jelző</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>Az ellenfél nem talált feladványt a nem zárolt oszlopokban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>Végső rendrakás: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>%1. forduló: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>A játék eseményei, a legújabb alul</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>A játék &amp;másolása szövegként</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 visszavonta: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>egy akció</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>Az adatmappa nem használható</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>A Project L nem tud írni az adatmappájába:
%1

A játék automatikus mentés nélkül folyik, és a befejezett játékok nem kerülhetnek az előzmények közé. A megtartásához mentsd a játékot a Játék &gt; Mentés menüponttal.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>Egy automatikusan mentett játék nem olvasható</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>Egy automatikusan mentett játék nem folytatható: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>ismeretlen hiba</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>Áthelyezés az &amp;előzmények közé</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>&amp;Később</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>A játék nem helyezhető át</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>Folytatod a játékot?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>Van egy befejezetlen játék: %1, utoljára játszva: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>A fájl nem nyitható meg</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>Az automatikus mentés nem sikerült: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>Az automatikus mentés ki van kapcsolva: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>Ú&amp;tmutató</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>A szabályok magyarázata, képekkel</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>A beállítások nem menthetők: %1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>A Project L névjegye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A Project L kirakós táblajáték (első kiadás) asztali változata 1–4 játékosnak, gépi játékosokkal és az egyszemélyes játék gépi ellenfelével.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>A pakliszerkesztő külön ablakban indul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>A pakliszerkesztő nem indítható</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>A pakliszerkesztőt nem sikerült elindítani. Indítsd a project-l-editor paranccsal.</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>Játékelőzmén&amp;yek…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>Statiszt&amp;ikáid…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>Feladványok generálása</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>Feltételek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Szín:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>&amp;Mezők:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>&amp;Legkevesebb alkatrész:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 jelentése: %1 vagy több</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>&amp;Kitöltések:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>Mindegy</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>Szimmetrikus</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>Nem szimmetrikus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;zimmetria:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>Megengedett alkatrészek:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>&amp;Ne legyen ugyanolyan alakú, mint a pakli egy kártyája</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>Az elforgatott és tükrözött alakzatok ugyanannak számítanak</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>&amp;Jelöltek:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>Kezdő&amp;érték:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>&amp;Generálás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>Leállí&amp;tás</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>Jelöltek</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>A generálás nem sikerült: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>%n generált feladvány hozzáadása</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>szimmetrikus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>nem szimmetrikus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>%1. jelölt — mezők: %2, legkevesebb alkatrész: %3, kitöltések: %4, %5; javasolt pont: %6, jutalom: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>%n hozzá&amp;adása a paklihoz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>%n jelölt kiválasztva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>Válassz ki egy vagy több kártyát, majd add hozzá őket a paklihoz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>Generálás… %2 közül %1 megvan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>Add meg a feltételeket, majd indítsd a generálást.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>%2 közül %1 megvan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>A generálás segédfolyamata váratlanul leállt; a Generálás újraindítja.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>A feltételek nem engednek több különböző alakzatot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>A megengedett próbálkozások alatt nem lett több.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>A megengedett idő alatt nem lett több.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Leállítva.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>Hozzá&amp;adás a paklihoz</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>Legkevesebb alkatrész: a tartalék engedélyezett alkatrészei közül a legkevesebb, amely kitölti a lapot; mindegyik letétele egy akció.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>Kitöltések: hányféleképpen töltik ki; a kevés lehetőséget nehezebb észrevenni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>A pontot és a jutalmat a nehézségben legközelebbi, azonos színű klasszikus lap alapján javasoljuk.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>A jelölt lapként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Mezők száma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Kitöltendő süllyesztett mezők</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Legkevesebb alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>A tartalék (engedélyezett) alkatrészeinek legkisebb száma, amely kitölti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Kitöltések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>Hányféleképpen töltik ki a tartalék alkatrészei (%1+: %1 vagy több)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>Elforgatva vagy tükrözve ugyanúgy néz-e ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>Javasolt pont a nehézsége alapján</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Jutalom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>Javasolt jutalom a nehézsége és a pakli jutalmai alapján</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>&amp;Tipp: a legjobb következő akció</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>Hogyan teljesíthető egy &amp;feladvány…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>Megmutatja, hogyan teljesítheti a készleted az egyik feladványodat, vagy miért nem lehet ez még (Shift+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>Tipp (készül…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>Megmutatja, mit tenne most egy erős játékos (H); csak akkor lép, ha rákattintasz egy általa jelölt alkatrészre, az Escape elrejti</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location line="-731"/>
        <source>an %1</source>
        <translation>egy %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>egy %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>There is no game on the table</source>
        <translation>Nincs játék az asztalon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>A játék véget ért: nincs mihez tippet adni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>Most nincs tipp: %1 következik (gépi játékos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>Várj, amíg az alkatrészek a helyükre érnek</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>A tippkérés törölve</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>A %1 feladvány teljesítése: elvetve, mert a tervezett alkatrészeid megváltoztak. Kérd újra</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>Tipp kérve: a te körödben érkezik, most %1 játszik (gépi játékos). Az Escape törli</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>Tipp kérve: akkor érkezik, amikor az alkatrészek a helyükre értek</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>Tipp: jó következő lépés keresése…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>Nincs tipp: a javaslat szabályellenes volt (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>Nincs tipp: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>A %1 feladvány teljesítésének módját nem sikerült kiszámolni (%2). Kérd újra egy újabb próbához</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>letétel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 a %2 feladványra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>játéktér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>sor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>Tipp: vedd el a %1 feladványt (%2; %3, jutalom: %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>elvétel</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>Tipp: vegyél el %1 alkatrészt a tartalékból</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>Tipp: fejleszd egyik %1 alkatrészedet %2 alkatrészre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>fejlesztés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>Tipp: cseréld el egyik %1 alkatrészedet %2 alkatrészre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>csere</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>Tipp: tegyél egy %1 alkatrészt a %2 feladványra, ahogy látható</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>Tipp: mesterakcióval tedd le az alkatrészeket, ahogy látható: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>Tipp: jutalmul egy %1 alkatrészt válassz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>választás</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>Tipp: ne tegyél le többet, és nyomd meg a Kész gombot: minden alkatrész egy pontba kerülne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>Tipp: a végső rendrakásban tedd le ezeket (-%2): %1; aztán nyomd meg a Kész gombot</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>Tipp: fejezd be most a körödet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>A %1 feladvány nem a tiéd</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>A %1 feladvány teljesítése: a tipp készül…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>A %1 feladvány teljesítéséhez tedd le így: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>így teljesíthető</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>A %1 feladvány túl sok lehetőséget rejt: a megoldó nem tudta időben eldönteni, hogy a készleted elég-e hozzá</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>túl nehéz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>A %1 feladvány nem teljesíthető a készletedből. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>Hiányzó alkatrész: %1 (a tartalékban van ilyen).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>Hiányzó alkatrészek: %1 (a tartalékban vannak ilyenek).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>még nem</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>Nincs teljesítendő feladványod: előbb vegyél el egyet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>Melyik feladványt teljesítenéd?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>%1 teljesítése</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>Tipp: a legjobb következő akció</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1. Egy jelölt alkatrészre kattintva oda kerül, ahová a tipp mutatja.</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>letétel megfordítva</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>%1 → %2, megfordítva</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>Tipp: tedd le ezt: %1 → %2, ahogy látható, megfordítva (F, amíg fogod)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>A %1 feladvány teljesítéséhez tedd le így: %2; ezt az alkatrészt közben fordítsd meg: %3 (F, amíg fogod)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>A tippeket kidolgozó segédfolyamatot újra kellett indítani; a tippet újra kéri a program.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>verhetetlen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ nem olvasható</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (egyszemélyes, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>%1 nyert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>az ellenfél nyert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (közös győzelem)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>Játékelőzmények</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>Lejátszott játékok</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>Még nincs befejezett játék. Itt jelennek meg a befejezett játékok, és azok a befejezetlenek is, amelyeket egy másikért hagytál ott.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Törlés…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>A &amp;mappa megnyitása</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>Klasszikus</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ %1 nem olvasható: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 nem nyitható meg:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>Az előzmények mappája nem nyitható meg</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>Törlöd a játékot?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>Törlöd az előzményekből ezt a játékot: %1? Ez nem vonható vissza.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>A játék nem törölhető</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>A játék nem indítható hálózaton</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>A játék nem indítható a kiszolgálón</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>A port (%1) foglalt: egy másik program (vagy egy másik hálózati játék) használja. Válassz másik portot az Új játék ablak Hálózat részében.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>A játékot nem sikerült felkínálni (port: %1):
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>A hálózati játék hibát jelez: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>Hálózati játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>Ezt a játékot hálózaton játszottátok (vele: %1). Újra felkínálod ugyanezekkel a helyekkel?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>Ha újra felkínálod, a játék akkor folytatódik, amikor minden játékos ugyanazzal a névvel újra csatlakozott. Ha helyben játszod, mindenki ezen a gépen játszik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>Újra &amp;felkínálás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>Játék &amp;helyben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>Egy kiszolgálón játszották (%1): újra ott kínáljuk fel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>Egy kiszolgálón játszották (%1), de túl hosszú ahhoz, hogy oda elküldjük: ez a gép kínálja fel újra.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>Az útmutató hiányzik ebből a telepítésből (resources/docs/howto.md).</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>Út&amp;mutató</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>Útmutató új játékosoknak, képekkel</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>Útmutató – Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Útmutató</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>Útmutató új játékosoknak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>Útmutató</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>Tartalom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>Az útmutató fejezetei: válassz egyet, hogy odaugorj</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>Keresés az útmutatóban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>Keresés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>&amp;Keresés:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>&amp;Előző</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>Az előző találat (Shift+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>Kö&amp;vetkező</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>A következő találat (Enter)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>&amp;Nyomtatás…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>Mentés P&amp;DF-ként…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>Nincs találat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>Az útmutató mentése PDF-ként</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>Project L útmutató.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-fájlok (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>A PDF nem menthető: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>Ctrl+C-vel leállítva</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>Csatlakozás hálózati játékhoz</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>Játékok ezen a hálózaton</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>&amp;Keresés újra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 vagy ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>A házigazda címe és portja, vagy egy ws:// vagy wss:// cím; a fent választott játék kitölti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>&amp;Cím:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>A meghívókód, amelyet a házigazdától kapsz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>&amp;Meghívókód:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>A &amp;neved:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>csak ha a kiszolgáló kér ilyet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>Kiszolgáló &amp;jelszava:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>Csak né&amp;zem (nézőként)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>Cs&amp;atlakozás</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>A helyi hálózatot nem lehet átkutatni: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (házigazda: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n szabad hely</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>a Project L egy másik verziója</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n játék található</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>Játékok keresése ezen a hálózaton…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>Még nincs játék ezen a hálózaton. Vagy írd be lent a házigazda címét.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>A kiszolgáló játékainak &amp;listája</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>Megkérdezi a kiszolgálót ezen a címen, milyen játékok futnak rajta; a csatlakozáshoz továbbra is kell a meghívókód</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>Játékok ezen a kiszolgálón</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>Írd be a házigazda címét, például: 192.168.1.20:47470.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>Játékok lekérdezése innen: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>%n játék van ezen a kiszolgálón: kérd el a meghívókódot a házigazdától.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>Ezen a kiszolgálón még nincs játék.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>véget ért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>elkezdődött</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>A meghívókód 8 betűből és számjegyből áll, például ABCD-EFGH.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>Írd be a neved: a többi játékos látja.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Kapcsolódás ehhez: %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>Néző</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1 még nem érhető el, újrapróbálás… (%2. próbálkozás)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>Az asztalon</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>Elvétel (lap, alkatrész), vagy az alkatrészed menüje (letétel, fejlesztés, csere)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>Saját feladványon: a menüje (hogyan teljesíthető, tipp)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>Tipp elrejtése, az elem elhagyása, mesterakció vagy végső rendrakás megszakítása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>Alkatrész a kézben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>Az alkatrész mozgatása a feladvány fölött</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>Az alkatrész forgatása negyed fordulattal jobbra (az egérgörgővel is)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>Az alkatrész megfordítása, balról jobbra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>Ugrás a következő vagy előző feladványodra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>Ugrás az első, második… feladványodra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>Az alkatrész letétele oda, ahol látszik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>Az alkatrész visszatétele a készletedbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>Amíg az alkatrészek mozognak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>A Tabon kívül bármely billentyű (vagy kattintás) azonnal leteszi a mozgó alkatrészeket</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>Egy gépi játékos köre után</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>Ha az asztal vár (Szerkesztés &gt; Beállítások: szünet a gépi játékosok köre után): a következő játékos léphet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>Visszajátszás közben (Játék &gt; Visszajátszás)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>Egy akcióval vissza vagy előre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>E kör elejére vagy a következő elejére</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>Az osztáshoz vagy a játék végére</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>A játék lejátszása innen magától, vagy megállítása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>A játék elemzése: a gép megjelöli a pontokba került köröket</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>Megjelölt körnél: a jobb vagy a lejátszott kör mutatása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>Elemzés után: a következő vagy az előző megjelölt kör mutatása</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>Bármely billentyű</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Billentyűzet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>A játék összes billentyűje és a funkciójuk</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>Ugrás az asztal következő részére: a készleted, a feladványaid, a sorok, a tartalék</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>Vissza az előző részre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>Ugrás a rész következő lapjára, kupacára vagy alkatrészére abban az irányban</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Billentyűzet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>A játék összes billentyűje és a funkciójuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>Az egész játék játszható billentyűzetről. A Tab elemről elemre lép az asztalon, az Enter használja azt, amelyiken állsz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Billentyűk</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>Minden sor: billentyűk, aztán a funkciójuk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>Funkció</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>Parancsok (menük és gombok)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>Nye&amp;lv</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>&amp;Rendszer alapértelmezése</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>Azonnal érvényes. A saját ablakban már megnyitott pakliszerkesztő vagy játék a következő indításakor vált.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>Ismerd meg a játékot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Üdvözlünk a Project L-ben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>Felváltva játszol Adával. Minden kör három akcióból áll. Feladványok teljesítésével szerzel pontot: egy feladványlap minden mélyedését töltsd ki alkatrészekkel. A játék végén az nyer, akinek a legtöbb pontja van.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>Vegyél el egy feladványt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>Első akciód: kattints a fehér sorban a W10 feladványra. Eléd kerül, és máris kitöltheted.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>Vegyél el egy alkatrészt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>Második akció: vegyél el egy 1. szintű alkatrészt, az egyetlen négyzetből álló O1-et. Kattints rá a tartalékban.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>Alkatrész lerakása: forgatás és megfordítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>Harmadik akció: húzd az I2-t a készletedből a W10-re. Fekve van; amíg fogod, az R (vagy a görgő) felállítja, az F (vagy a jobb gomb) pedig megfordítja az alkatrészt. Tedd a két felső mélyedésre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>Teljesítsd a feladványt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>Ez volt a harmadik akciód, ezért Ada lejátszotta a körét. Most tedd az O1-et a W10 utolsó mélyedésébe. A teljesített feladvány hozza a pontjait, visszaadja a rajta lévő alkatrészeket, és jutalmul megkapod a rajta látható alkatrészt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>Alkatrész fejlesztése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>A W10 1 pontot hozott, és kaptál egy I2-t. Fejlesztéskor visszaadsz egy alkatrészt, és egy szinttel magasabbat veszel el helyette. Kattints jobb gombbal az I2-re (vagy nyomj rajta Entert), és fejleszd L3-ra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>Alkatrész cseréje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>Cserénél egy alkatrészt egy ugyanolyan vagy alacsonyabb szintű másikra váltasz. Kattints jobb gombbal az új L3-ra, és cseréld I3-ra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>Még két feladvány</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada ismét sorra került. Vedd el a fehér sorból a W29 feladványt…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>…és a W30-at is. Egyszerre legfeljebb négy feladvány lehet előtted.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>A mesterakció</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>Körönként egyszer a mesterakció egyetlen akcióért minden feladványodra tesz egy-egy alkatrészt. Nyomd meg a Mesterakció gombot (M), húzd az I3-at (állítva) a W29 három felső mélyedésére, az I2-t (állítva) a W30 két felső mélyedésére, majd nyomd meg a Mesterakció megerősítése gombot (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>Előreugrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>A lecke most előreugrik ennek a játszmának a 7. fordulójához, közel a végéhez. Három teljesített feladványod van; a fekete pakliban már csak egy lap maradt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>Alkatrész megfordítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>A W20 utolsó szabad mezői az L4-es alkatrészed tükörképét adják ahhoz képest, ahogy a készletedben fekszik: a forgatás önmagában nem elég. Húzd az L4-et a W20-ra; amíg fogod, az F (vagy a jobb gomb) megfordítja, az R (vagy a görgő) pedig forgatja, amíg bele nem illik a süllyesztett részbe, aztán engedd el. A teljesített W20 helyet szabadít fel egy új feladványnak.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>Amikor a fekete pakli kifogy, elkezdődik a játék vége. Vedd el a B16-ot: a helyére az utolsó fekete lap kerül.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>Az utolsó forduló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>Ezt a fordulót még végigjátsszátok, aztán mindenki játszik még egy fordulót: az utolsó fordulót. Most játssz szabadon; a tippek be vannak kapcsolva (Súgó &gt; Tipp, H). Ha már nincs mit hasznosan tenned, fejezd be a körödet (E).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>Végső rendrakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>Az utolsó forduló után jön a végső rendrakás: a készletedből még tehetsz alkatrészeket a befejezetlen feladványaidra, hogy teljesítsd őket, de minden alkatrész 1 pontba kerül, és jutalom már nincs.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>Pontozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>A pontszámod a teljesített feladványaid pontjai, levonva a végső rendrakás költségét; a befejezetlen feladványok semmit sem érnek. Az nyer, akinek a legtöbb pontja van. Tegyél le alkatrészeket, vagy egyet se, és nyomd meg a Kész gombot: az eredmények megmutatják, ki nyert. Most már ismered a játékot: jó szórakozást!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>Egyszemélyes lecke</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>A játéktér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>Az egyszemélyes játékban a feladványok egy háromoszlopos játéktéren fekszenek. Innen veszel el feladványokat, és minden köröd végén a gépi ellenfeled is.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>Zárak és jelzők</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>Az oszlop fölötti jelzők zárolják az oszlopot: a gépi ellenfél zárolt oszlopból nem vehet el. Ha te veszel el feladványt egy zárolt oszlopból, annak egyik jelzője a gépi ellenfél készletébe kerül.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>Nyiss meg egy oszlopot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>Vedd el a W12-t a bal oszlopból. Az oszlop egyetlen jelzője a gépi ellenfélhez kerül: a bal oszlop most nyitott.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>Vegyél el egy 1. szintű alkatrészt a tartalékból.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>Hogyan választ a gépi ellenfél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>Amikor a köröd véget ér, a gépi ellenfél elveszi egy nyitott oszlopból a legtöbb pontot érő feladványt (egyenlőségnél az elsőt). Aztán az összes jelzőjét, és minden másik oszlopból egyet, annak az oszlopnak a fölé teszi. Ha minden oszlop zárolva van, nem vesz el semmit, helyette minden oszlop fölül lekerül egy jelző.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>Fejezd be a körödet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>Utolsó akciód: tedd az I2-t a W12-re, bárhová, ahol elfér. Aztán figyeld a gépi ellenfelet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>Miért fontosak az oszlopok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>Elvette a W04-et (2 pont) a nyitott bal oszlopból, és a jelzőivel zárolta. Az az oszlop, amelyről minden jelzőt elviszel, nyitva áll a gépi ellenfél előtt; a neked kellő feladványokat tartsd zárolt oszlopokban, és csak a kevés pontot érőket hagyd neki. A jobb oszlop most nyitott: figyelj rá.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>Játssz tovább</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>A játék többi része a tiéd, bekapcsolt tippekkel (Súgó &gt; Tipp, H). Győzd le a gépi ellenfél pontszámát!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>A &amp;játék megtanulása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>Vezetett első játék egy könnyű gépi játékos ellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>&amp;Egyszemélyes lecke…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>Rövid vezetett egyszemélyes játék: a játéktér, a zárak és a gépi ellenfél</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>Kilépés a &amp;leckéből</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>A lecke leállítása; „A játék megtanulása” menüponttal folytatható</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;A játék megtanulása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>Vezetett első játék: a program minden szabályt megmutat</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>Ezt a leckét félbehagytad (%1. lépés, összesen %2 van). Folytatod onnan, vagy újrakezded?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>Lecke &amp;folytatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>Új&amp;rakezdés</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>A lecke véget ért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>Kiléptél a leckéből: a Súgó &gt; A játék megtanulása… menüponttal folytathatod</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>A lecke előbb azt kéri, hogy olvasd el a szövegét: nyomd meg a Tovább gombot (vagy az F6-ot, aztán az Entert)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>Most nem: a lecke előbb ezt kéri: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>Lecke be&amp;zárása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>&amp;Tovább</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>&amp;Kilépés a leckéből</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>Paklikönyvtár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>Új…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importálás…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>A paklijaid a paklikönyvtár mappájában vannak; a játék az új játék ablakában sorolja fel őket.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>beépített · írásvédett</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n feladvány</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>nem olvasható</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>Hálózati játék: előtér</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>Ki&amp;lépés</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>Ezt mondd meg a barátaidnak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>Meghívókód:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>Meghívókód</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>A meghívókód és a címek másolása</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>Címek:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>Címek</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>Játékos &amp;eltávolítása:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>Játékos eltávolítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>A játékos levétele a helyéről: a hely másik játékosra vár</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>A felkínálás &amp;leállítása</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>A játék felkínálásának leállítása: a csatlakozott játékosok kapcsolata megszakad</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>Ez a játék egy kiszolgálón fut: %1. A barátaid a Játék &gt; Csatlakozás hálózati játékhoz paranccsal csatlakoznak: beírják ezt a címet, majd a meghívókódot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>A szoba létrehozása a kiszolgálón…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Kiszolgáló:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>Kilépés a szo&amp;bából</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>Kilépés ebből a játékból a kiszolgálón: a kiszolgáló bezárja a szobát, amint senki sincs benne</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>Ez a mentett játék akkor folytatódik, amikor minden játékos újra a helyén van: az alábbi címmel és kóddal csatlakoznak, ugyanazzal a névvel, mint korábban.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>A barátaid a Játék &gt; Csatlakozás hálózati játékhoz paranccsal csatlakoznak: megtalálják a játékot a helyi hálózaton, vagy beírnak egy alábbi címet, majd a meghívókódot.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>Ennek a gépnek nincs mások által elérhető hálózati címe: csak ezen a gépen lévő játékosok csatlakozhatnak (%1 port).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>Az otthoni hálózatodon kívüli barátok csak akkor csatlakozhatnak, ha a routered erre a gépre továbbítja a TCP-portot (%1) (vagy saját szerverrel): lásd a README „Play over the network” részét.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>A README megnyitása</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>%1. hely: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>A szoba megnyitása…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>A játék elkezdődött.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>Várakozás %n játékos csatlakozására (hely: %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Várakozás, amíg %1 kész lesz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>Mindenki itt van és kész: indítsd a játékot, amikor szeretnéd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>Meghívókód: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>&amp;Készen állok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>Jelezd a házigazdának, hogy készen állsz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>Egy MI játszik a kiesett játékos helyett ennyi idő &amp;után:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>Egy MI játszik a kiesett játékos helyett ennyi idő után</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>A játék &amp;indítása</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Kapcsolat</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>Soha</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n másodperc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n perc</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>Várakozás a szobára…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>Játék: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>A játék helyei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (gépi játékos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (te)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (házigazda)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>Gép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>MI játszik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Kapcsolódva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>Szabad hely</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Nincs kapcsolat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>Nem kész</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n néző figyel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>Ezt a játékot a házigazda által beírt kezdőértékből osztják: az osztás nem titok, és aki ismeri a kezdőértéket, ismeri az összes még képpel lefelé fekvő lapot.</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>Játéknapló-sáv</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Játéknapló (%n új)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>A játéknapló megjelenítése (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>Megnyitja a játékban történt összes esemény listáját</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Csatlakozás hálózati játékhoz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>Játék egy másik program által vezetett játékban, ezen a hálózaton vagy egy címen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>Hálózati játék &amp;elhagyása…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>Csevegés</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>Hálózat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>Hálózati játék</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>Hálózati játék elhagyása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>Elhagyod ezt a játékot? Amíg tart, visszaülhetsz a helyedre: csatlakozz ugyanazzal a címmel, meghívókóddal és névvel.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>Itt nincs játék ezzel a meghívókóddal: %1. Ellenőrizd a kódot és a címet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>A meghívókód nem jó. Kérd el újra a házigazdától.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>A játék minden helye foglalt. Nézőként még követheted: jelöld be a Csak nézem lehetőséget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>%1 nem érhető el. Ellenőrizd a címet, és hogy a házigazda programja fut és elérhető (tűzfal, porttovábbítás).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>A házigazda a Project L egy másik verzióját használja, amely a hálózati protokoll másik verzióját beszéli. Mindkét gépen ugyanazt a verziót használjátok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>A kiszolgáló (%1) jelszót kér: írd be azt, amelyet az üzemeltetője adott.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>A kiszolgáló megtelt. Próbáld újra később.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>A házigazda bontotta a kapcsolatot: túl sok üzenet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>Ez a játék nem fogad több nézőt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>Ez a kiszolgáló nem fogad több kapcsolatot vagy játékot a hálózati címedről: %1. Zárj be néhányat (más játékablakokat, gépi játékosokat), aztán próbáld újra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>A házigazda elutasította: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>Kapcsolódás…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>A szobában vagy. A játék akkor kezdődik, amikor a házigazda elindítja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>A kapcsolat megszakadt, visszacsatlakozás… (%1. próbálkozás)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>Nincs kapcsolat.</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>A házigazda nem fogadta el a lépést</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 üzeni: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>Hálózati játék: a lépéseidet a házigazda ellenőrzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>Nézőként követed ezt a játékot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>A hálózati játék véget ért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>Újra a játékban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>A kapcsolat a házigazdával megszűnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>Kiléptél a játékból</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1 elvesztette a kapcsolatot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>Egy MI játszik %1 helyett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 újra a játékban van</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>Nézőként figyelsz: a nézők nem mozgathatnak alkatrészeket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>Várj, amíg helyreáll a kapcsolat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>Várj a házigazda válaszára</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>%1 következik</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>A kiszolgáló (%1) nem érhető el. Ellenőrizd a címet, és hogy a kiszolgáló fut és innen elérhető.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>A kiszolgáló (%1) elutasította a jelszót: írd be az Új játék ablakban azt, amelyet az üzemeltetője adott.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>A kiszolgáló (%1) megtelt. Próbáld újra később, vagy indítsd a játékot ezen a gépen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>A kiszolgálón (%1) már annyi játék van, amennyit fogad. Próbáld újra később, vagy indítsd a játékot ezen a gépen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>A kiszolgáló (%1) most foglalt. Próbáld újra egy kis idő múlva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>Ezen a címen egy program saját játékot kínál (%1): nem olyan kiszolgáló, amelyen játék indítható. Csatlakozz inkább a játékához.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>A kiszolgáló (%1) a Project L másik változatát futtatja, amely a hálózati protokoll másik változatát beszéli. Használd ugyanazt a változatot, mint a kiszolgáló.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>A kiszolgáló (%1) bontotta a kapcsolatot (%2): az ott várakozó játék megszűnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>A kiszolgáló (%1) nem fogadta el a játék beállításait: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>Játékosok száma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Játékosok:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>Egy játékos az egyszemélyes változatot játssza a gépi ellenfél ellen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>Normál (az ellenfél 6 jelzővel kezd)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>Profi (3 jelző)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>Verhetetlen (nincs jelző)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>Egyszemélyes &amp;nehézség:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Véletlenszerű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>1. játékos, aztán a helyek sorrendjében</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>Ki kezdi a játékot; utána a helyek sorrendjében folytatódik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>&amp;Kezdőjátékos:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Ki játssza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>MI szintje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Gép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>Hálózaton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>Egy másik gépen ülő játékos a hálózaton csatlakozik ehhez a játékhoz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>%1. játékos irányítója</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>%1. játékos MI-szintje</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>véletlen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>Kezdő&amp;érték:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>Klasszikus</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (nem olvasható)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>&amp;Pakli:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>Hálózat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>A név, amelyet a játékosok látnak, amikor a helyi hálózaton játékot keresnek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>A játék ne&amp;ve:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>A TCP-port, amelyre a többi játékos csatlakozik (%1, ha szabad)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>Felkínálás a he&amp;lyi hálózaton</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>Az ugyanazon a hálózaton lévő játékosok a Játék &gt; Csatlakozás hálózati játékhoz paranccsal találják meg a játékot; a meghívókód így is kell nekik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>Soha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 másodperc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 perc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 perc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 perc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>Ha egy játékos kapcsolata megszakad, ennyi idő után a gép játszik a helyén, amíg vissza nem tér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>Ha valaki kiesik, az &amp;MI ennyi idő után veszi át:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>Ez a gép</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>Egy kiszolgáló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>Ez a gép kínálja fel a játékot, vagy egy önálló kiszolgáló (project-l serve) futtatja, amelyet a barátaid elérnek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>Hol &amp;fut a játék:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>A kiszolgáló &amp;címe:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 vagy wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>A kiszolgáló címe: gép:port, vagy egy ws:// vagy wss:// cím</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>Csak ha a kiszolgáló kér egyet; a program bezárása után nem marad meg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>A kiszolgáló jel&amp;szava:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>%1 játéka</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>Írd be a kiszolgáló címét, például server.example.org:47470 vagy wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>Két játékos neve is %1: adj mindegyiknek más nevet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>Hálózati játékosokkal játszott játékban legfeljebb egy játékos ülhet ennél a gépnél: a többi helyet állítsd „Hálózaton” vagy „Gép” értékre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>Ezzel a paklival („%1”) ennyi játékos nem játszhat: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>Ugyanaz a kezdőérték ugyanazt a játékot osztja. Üresen hagyva az osztás titkos: senki sem ismerheti a képpel lefelé fekvő lapokat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>A kezdőérték nem titok: aki ismeri, ismeri az összes még képpel lefelé fekvő lapot. Hagyd üresen a titkos osztáshoz.</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>%1. játékos: a neve olyan karaktereket tartalmaz, amelyek nem lehetnek egy névben (%2): töröld őket</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>A játék neve olyan karaktereket tartalmaz, amelyek nem lehetnek egy névben (%1): töröld őket</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>&amp;Színtévesztőbarát paletta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>Az alkatrészek színezése olyan színekkel, amelyeket a színtévesztők is meg tudnak különböztetni</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>Alkatrész-rajzrács</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>Kattints vagy húzd az egeret négyzetek hozzáadásához vagy törléséhez; a nyílbillentyűk és a Szóköz is működnek.</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>Alkatrészek</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>Új alkatrész</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>A legkisebb forma hozzáadása, amely még nincs a pakliban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>Rajzolj 1–5 oldalukkal érintkező négyzetet. Négyzetek törléséhez az alkatrész egy négyzetén kezdd a húzást.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>Tetszőleges szín választása</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>%1. szín</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>Alkatrészek a tartalékban</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>Az alkatrész átnevezése: a jutalmul adó feladványok követik az új azonosítót</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>Forgatás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>Tükrözés</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>Az alkatrész elforgatása negyed fordulattal az óramutató irányába</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>Az alkatrész tükrözése balról jobbra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>Alkatrész</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>Azonosító</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>A tartalékban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Szint</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>A pakliban</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>%1. szint · %2 a tartalékban</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>A tartalékban: %1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n forma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n négyzet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (a négyzetei száma)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>%n feladvány jutalma: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>Egyik feladvány sem ezt adja jutalmul.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>Minden játékos %n darabbal kezd.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>%1 színe</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>A pakliban már minden 1–5 négyzetes forma megvan.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>Alkatrész törlése</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 %n feladvány jutalma. Amíg más jutalmat nem kapnak, a pakli piszkozat: menthető, de nem játszható. Mégis törlöd?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>Letett alkatrészek: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>Ki (azonnali)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Nagyon gyors</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>Animáció sebessége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Milyen gyorsan mozognak a lapok és az alkatrészek az asztalon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animáció sebessége:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>&amp;Szünet minden gépi játékos köre után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>Szünet minden gépi játékos köre után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>Az asztal megvárja, hogy folytasd, így követheted, mi történt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>&amp;Rákérdezés, mielőtt a kör megmaradt akciókkal ér véget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>Rákérdezés, mielőtt a kör megmaradt akciókkal ér véget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>A Kör befejezése előbb rákérdez, ha még vannak akcióid</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>&amp;Tanácsok megjelenítése, ha valami először történik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>Tanácsok megjelenítése, ha valami először történik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>Rövid tanácsok az asztalon elmagyarázzák a helyzetet, amikor először adódik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>Minden tanács &amp;visszaállítása</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>Színtévesztőknek</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>Alkatrészek színei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>Színek, amelyeket a vörös-zöld színtévesztők is meg tudnak különböztetni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>Alkatrészek s&amp;zínei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>Asztal nagyítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>Az egész asztal beillesztése az ablakba, vagy megjelenítése rögzített méretben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>Asztal na&amp;gyítása:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>Alapos (lassú)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>Elemzés mélysége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>Mennyi ideig gondolkodik a gép egy-egy körön, amikor elemez egy játékot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>Elemzés &amp;mélysége:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Nyelv:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>A beállítások bezárása</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>Ablakhoz igazítás</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>&amp;Kétszemélyes játékban a „Nehéz” MI tovább gondolkodik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>Kétszemélyes játékban a „Nehéz” MI tovább gondolkodik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>Akciónként legfeljebb 3 másodperc 1 helyett, és erősebben játszik. A többi játék nem változik.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>Minden tanács csak egyszer jelenik meg; a már látott tanácsok visszatérnek</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Hang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>&amp;Hangok lejátszása</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>Hangok lejátszása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>Rövid hangok, amikor egy alkatrész a helyére kattan, egy feladvány teljesül, rád kerül a kör és véget ér a játék</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>Hang&amp;erő:</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n alkatrész</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>Nyomtatható változat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print card &amp;backs (two-sided printing)</source>
        <translation>Lapok &amp;hátoldalának nyomtatása (kétoldalas nyomtatás)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>Fordítás a hosszú él mentén</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>Fordítás a rövid él mentén</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>Csak az egyéni formák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>Minden forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>Nincsenek alkatrészek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Papírméret:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>Lapok hátoldala:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>&amp;Kétoldalas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>Kivágandó &amp;alkatrészek:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>Minden lapoldal után a hátoldalukat tartalmazó oldal következik: nyomtasd kétoldalasan, valódi méretben. A klasszikus formák alkatrészei a játék dobozából jönnek.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>A kép fájlja túl nagy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>Ez a fájl nem olvasható kép (PNG vagy JPEG).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>A képet nem lehet elég kicsire kicsinyíteni a paklihoz.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>A játék emblémája</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>A pakli neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>A pakli neve és egy kép</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>Kép &amp;választása…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>A hátoldalon &amp;látható:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>Kép:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>A klasszikus pakli hátoldala a játéké: készíts másolatot a pakliról, hogy a hátoldala saját tervet kapjon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>A hátoldal terve a paklival együtt mentődik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>%1 kB-os kép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>Nincs kiválasztott kép</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>Kép választása a lapok hátoldalára</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Képek (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>Feladványlap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>Kattints vagy húzd az egeret a süllyesztett mezők festéséhez; a nyílbillentyűk és a Szóköz is működnek.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>Ebben a pakliban még nincs feladvány.
Kezdésnek adj hozzá egy fehér vagy fekete feladványt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>Nincs kiválasztott feladvány</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>vegyes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Győzelmi pont</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>Jutalom alkatrész</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>Azonosító</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Jutalom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>Forgatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>A mezők elforgatása negyed fordulattal az óramutató irányába</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>Tükrözés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>A mezők tükrözése balról jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Ürítés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>Minden mező legyen tömör</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>Mezők</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>Kitöltés mutatása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>A lapon egy kitöltés mutatása a tartalék alkatrészeivel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>Az előző kitöltés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>A következő kitöltés</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>Megoldó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>Mezők száma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Legkevesebb alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Kitöltések</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>ismeretlen: túl nehéz a megoldónak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>nem tölthető ki</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>Nincs hiba: ez a lap teljesíthető.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>%1 forgatása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>%1 tükrözése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>%1 ürítése</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>Kitöltések keresése…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>Túl sok a lehetőség egy kitöltés mutatásához.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>A tartalék alkatrészei nem tudják kitölteni ezt a lapot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 vagy több</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>%1. kitöltés (%2 közül): %n alkatrész</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>A lap azonosítója és pontja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>Fehér vagy fekete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>Győzelmi pont a teljesítéséért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Jutalom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>A teljesítésekor a tartalékból kapott alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Mezők száma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Kitöltendő süllyesztett mezők</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Legkevesebb alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>A tartalék alkatrészeinek legkisebb száma, amely kitölti: mindegyik letétele egy akció</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>Kitöltések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>Hányféleképpen töltik ki a tartalék alkatrészei: a kevesebb lehetőséget nehezebb észrevenni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Megállapítások</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>Amit az ellenőrzés a lapról mond</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n pont</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>Fekete</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n megállapítás</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>fekete</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: %2 feladvány, %n pont, jutalom: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>megszámlálhatatlanul sok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>csak egyféleképpen: nehéz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>kevésféleképpen: trükkös</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>többféleképpen: közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>sokféleképpen: könnyű</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>Mind</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>Feladványlapok</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>Fehér feladvány hozzáadása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>Fekete feladvány hozzáadása</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>Kattints vagy húzd az egeret a lapon a kitöltendő mezők festéséhez; törléshez egy kitöltött mezőn kezdd.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Jutalom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Mezők száma</translation>
    </message>
    <message>
        <location line="+294"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n black</source>
        <translation>
            <numerusform>%n fekete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n fehér</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>%1 másolása</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>Lapok rendezése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>Pakli sorrendje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>Nehézség</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>A lapok megjelenítési sorrendje (a pakli megtartja a saját sorrendjét)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>Rendezés:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>Feladványlapok táblázatként</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>A kijelölt feladványok másolatának hozzáadása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>A kijelölt feladványok törlése</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>Másolás a vágólapra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Beillesztés</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>%n feladványlap másolva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>A vágólapon nincs beilleszthető feladványlap.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>Egy lap sem került beillesztésre: egy pakliban legfeljebb 500 feladvány lehet.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>%n feladványlap beillesztve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Kimaradt, mert egy pakliban legfeljebb 500 feladvány lehet: %n lap.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="-88"/>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Completed puzzles: %1</source>
        <translation>Teljesített feladványok: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>Nincs teljesített feladvány</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>Befejezetlen feladványok: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1: befejezetlen, levonás: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/qt_words.py" line="+145"/>
        <source>Drive</source>
        <translation>Meghajtó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>Fájlmappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>Álnév</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Parancsikon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Ismeretlen</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>Ö&amp;sszes kijelölése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>Lépés &amp;felfelé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>Lépés &amp;lefelé</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>Szín kiválasztása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Alapszínek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Egyéni színek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Hozzáadás az egyéni színekhez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Képernyő színének kiválasztása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Kurzor itt: %1, %2
Nyomd meg az ESC billentyűt a megszakításhoz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>Á&amp;rnyalat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Telítettség:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>&amp;Fényerő:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Vörös:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>&amp;Zöld:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Kék:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lfa csatorna:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <location line="-81"/>
        <source>Float</source>
        <translation>Lebegtetés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Eltávolítja a dokkolást és újracsatolja a dokk felületi elemet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>Bezárja a dokk felületi elemet</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="+5"/>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
A könyvtár nem található.
Ellenőrizd, hogy jól adtad-e meg a könyvtár nevét.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
A fájl nem található.
Ellenőrizd, hogy jól adtad-e meg a fájl nevét.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 már létezik.
Szeretnéd lecserélni?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Kiválasztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Törlés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Keresés itt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>Ú&amp;j mappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Megnyitás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>Át&amp;nevezés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>Menté&amp;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1” írásvédett.
Mindenképp törölni szeretnéd?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Biztosan törölni szeretnéd: „%1”?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>Váltás részletes nézet módra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>Váltás listanézet módra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>Nem sikerült törölni a könyvtárat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Új mappa létrehozása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>Egy új mappa létrehozása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Részletes nézet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>Könyvtárak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Könyvtár:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>Fájl&amp;név:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Fájlok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Fájlok &amp;típusa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>Könyvtár keresése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>Ugrás vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>Ugrás előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>Ugrás a szülőkönyvtárba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Listanézet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>Helyek és könyvjelzők listája</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>Új mappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Szülőkönyvtár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>Legutóbbi helyek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Mentés másként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>Megjelenítés </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Rejtett fájlok megjelenítése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>Oldalsáv</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Méret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Fajta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Típus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Módosítás dátuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ez a gép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>Saját gép</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>Írjon be egy értéket:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Új&amp;ra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Kivágás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Beillesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Összes kijelölése</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Részletek megjelenítése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Részletek elrejtése…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-20"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Összes mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Igen, &amp;mindre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>Nem, min&amp;dre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Megszakítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Újra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Mellőzés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Eldobás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Súgó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Alkalmaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Visszaállítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Alapértelmezések visszaállítása</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>Nyomtatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>&amp;Nyomtatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Beállítások &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Beállítások &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>Összes oldal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>Páratlan oldalak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>Páros oldalak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>Helyi fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>PDF-fájl írása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>Nyomtatás fájlba (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>Nyomtatás fájlba…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 már létezik.
Szeretnéd felülírni?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 egy könyvtár.
Válassz másik fájlnevet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>A fájl nem írható: %1
Válassz másik fájlnevet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>Érvénytelen oldalbeállítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>Az oldalak megadása hibás: %1. Vesszővel válassza el az oldalakat és a tartományokat, kötőjellel adja meg a tartományokat, és ügyeljen arra, hogy a tartományok ne fedjék egymást.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Az „Ettől” értéke nem lehet nagyobb mint az „Eddig” értéke.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>Másolatok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>Nyomtatási tartomány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>Összes nyomtatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>Oldalak ettől</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>eddig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Oldalak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>Jelenlegi oldal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>Kijelölés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>Oldal&amp;csoport:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>Kimenet beállításai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>Másolatok:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>Leválogatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>Megfordítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>Színmód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>Színes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>Szürkeárnyalatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>Két oldalas nyomtatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>Hosszú oldali kötés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>Rövid oldali kötés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Adj meg oldalakat vagy tartományokat vesszővel elválasztva. A tartományokat két, kötőjellel elválasztott számmal kell megadni. Például: 3,5-7,9 a 3., 5., 6., 7. és 9. oldalakat nyomtatja ki.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>Nyomtató</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Név:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>&amp;Tulajdonságok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>Hely:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Előnézet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Típus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>Kimeneti &amp;fájl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>...</source>
        <translation>…</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <location line="-170"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>Görgetés itt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>Bal szélen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>Fent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>Jobb szélen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>Oldal balra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>Oldal fel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>Oldal jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>Oldal le</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>Görgetés balra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>Görgetés fel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>Görgetés jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>Görgetés le</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>Görgetés balra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>Görgetés jobbra</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Új&amp;ra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Kivágás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Hivatkozás helyének másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Beillesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Összes kijelölése</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../../app/core/words.py" line="+16"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> vagy </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>legfelül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>felülről a második</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>a középső sorban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>alulról a második</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>legalul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>bal oldalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>balról a második</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>a középső oszlopban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>jobbról a második</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>jobb oldalt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>középen</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>Előbb válaszd ki a jutalmat ({puzzle}): {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>Már csak a végső rendrakás van hátra: tegyél le alkatrészeket (darabonként 1 pont) vagy passzolj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>A végső rendrakás az utolsó forduló után jön.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>Már {limit} befejezetlen feladványod van: teljesíts egyet, mielőtt újat veszel el.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>A {puzzle} feladvány nincs a játéktéren: vegyél el egyet a képpel felfelé fekvő feladványok közül.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>A {puzzle} feladvány nincs egyik sorban sem: vegyél el egyet a képpel felfelé fekvő feladványok közül.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>A tartalék üres: nincs elvehető alkatrész.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>Válaszd ki, melyik alkatrészt veszed el: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>Ebben a játékban nincs {piece} alkatrész.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>Ezt nem veheted el: {piece}; az elvehető 1. szintű alkatrész: {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>Ezt nem veheted el: {piece}; válassz: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>Nincs másik {piece} a készletedben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>Nincs {piece} a készletedben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>Más formájú alkatrészt válassz; ugyanarra ({piece}) nem cserélheted.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>A tartalékban nem maradt {piece}: válassz másik alkatrészt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>Nem maradt {level}. szintnél magasabb alkatrész, amelyre egy {piece} alkatrész fejleszthető lenne: csak cserélni lehet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>Egy {piece} alkatrész fejlesztése a következő olyan szintre visz, amelyből van alkatrész a tartalékban ({next_level}. szint), nem erre: {level}. szint.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>Ebben a körben már végrehajtottad a mesterakciót.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>A mesterakcióban legalább egy alkatrészt tegyél le.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>A mesterakció minden feladványra legfeljebb egy alkatrészt tesz: a {puzzle} feladványon kettő van.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>Nincs választható jutalom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>A {puzzle} jutalma csak ez lehet: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>Ez nem a játék egyik akciója.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>A {puzzle} feladvány már teljesítve van.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>A {puzzle} feladvány nem a tiéd: a saját feladványaidra tegyél alkatrészeket.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>Az alkatrész kilóg a lapról.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>Az alkatrész kétszer nevezi meg ugyanazt a mezőt ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>Az alkatrész a {puzzle} feladvány egy tömör mezőjét takarja ({square}): az alkatrészek a süllyesztett mezőkre kerülnek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>Az alkatrész a {puzzle} feladvány egy már kitöltött mezőjét takarja ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>Ezek a mezők nem egy {piece} alkatrész alakját adják: forgasd vagy fordítsd meg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>Ez az akció {marked}. játékosnak van jelölve, de most {current}. játékos köre van.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>Még egy mezőnyi alkatrész kell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>Még {amount} mezőnyi alkatrész kell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>Az utolsó üres mezőhöz egy 1 négyzetes alkatrész kell.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>Az üres mezők száma ({amount}) páratlan, de minden alkatrész páros számú mezőt takar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>A magányos üres mezőhöz ({square}) egy 1 négyzetes alkatrész kell.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>Egyik alkatrész sem fér az egyik üres mezőre ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>Az egyik különálló terület ({amount} mezős, egyik mezője: {square}) nem tölthető ki ezekkel az alkatrészekkel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>A különálló területek ({amount} db) mindegyike kitölthető, de nem mind egyszerre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>Ezekből az alkatrészekből egyetlen kombináció sem illik bele.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>Két feladvány azonosítója is {puzzle}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>A {puzzle} feladvány azonosítója megegyezik egy alkatrészével.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>A feladvány azonosítója ({shown}) 1–16 nyomtatható karakter lehet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}: a szín csak fehér vagy fekete lehet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}: a pontszám 0 és 99 között lehet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}: a jutalma ({reward}) nem ennek a paklinak az alkatrésze.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>A {puzzle} feladvány nem tartalmaz süllyesztett mezőt: fesd be a kitöltendő mezőket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>A {puzzle} feladvány a {other} feladvány másolata: azonos forma (forgatástól és tükrözéstől eltekintve), szín, pontszám és jutalom.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>A {puzzle} feladvány formája azonos a {other} feladványéval (forgatástól és tükrözéstől eltekintve), de más a pontszáma vagy a jutalma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>A paklit nem sikerült visszaolvasni a fájljából: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>A pakliban nincsenek alkatrészek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>Két alkatrész azonosítója is {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>Az alkatrész azonosítója ({shown}) 1–16 nyomtatható karakter lehet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece}: 1–{max} összefüggő négyzetből kell állnia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>Ennek az alkatrésznek ({piece}) ugyanaz a formája, mint egy másiknak ({other}), forgatástól és tükrözéstől eltekintve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}: a tartalékbeli darabszám 0 és 99 között lehet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>{piece}: nincs belőle a tartalékban, így sosem kerül játékba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>A {puzzle} feladvány nem tölthető ki a pakli alkatrészeivel. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>A {puzzle} feladvány nem tölthető ki a tartalék alkatrészeivel. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>A {puzzle} feladvány túl sok lehetőséget rejt a megoldónak: a korlátain belül nem tudta eldönteni, hogy a tartalék ki tudja-e tölteni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>A {puzzle} feladvány kitölthető, de túl sok lehetőséget rejt ahhoz, hogy a megoldó a korlátain belül megszámolja a kitöltéseit vagy megtalálja a legkevesebb alkatrészt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}: a süllyesztett mezők {parts} különálló területet alkotnak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>A {puzzle} feladvány csak egyféleképpen tölthető ki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>A pakliban nincsenek fehér feladványok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>A pakliban nincsenek fekete feladványok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>Az előkészületi táblázatból hiányzik a fekete feladványok száma {players} játékos esetén.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>{players} játékoshoz {need} fekete feladvány kell (előkészületi táblázat); a pakliban {have} van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>{players} játékosnál az összes fekete feladvány ({need} db) egyszerre a sorba kerül: a játék egy forduló után véget ér.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>{players} játékoshoz {need} fehér feladvány kell (előkészületi táblázat); a pakliban {have} van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>A fehér sorban {row} hely van, de a pakliban csak {have} fehér feladvány van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>Az egyszemélyes játékhoz {need} fehér feladvány kell; a pakliban {have} van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>Az egyszemélyes játékhoz {need} fekete feladvány kell; a pakliban {have} van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>Az egyszemélyes játék 9 lapot oszt ki: az előkészületekhez legalább 9 feladvány kell (most {have}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>A kezdőkészletben szerepel egy alkatrész ({piece}), amely nem ennek a paklinak a része.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>Négy játékos egyenként {need} darab {piece} alkatrésszel kezd, de a tartalékban {have} van: néhány játékos más alkatrésszel kezd.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>A paklinak nincs neve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>Jutalmak: {rewards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>Egyik feladvány sem ad jutalmul ilyet: {pieces}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} fehér feladvány, összesen {points} pont (darabonként {low}–{high}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} fekete feladvány, összesen {points} pont (darabonként {low}–{high}).</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>Ezt az akciót arra az állásra szánták, amely {step} akció után volt, de a játék azóta már {now} akciónál tart: nézd meg újra az asztalt.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece} színe ugyanaz, mint {other} színe: csak az alakjuk különbözteti meg őket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} {puzzles} feladvány jutalma, de a tartalékban csak {have} van belőle: ha elfogynak, a játékosok helyette másik alkatrészt kapnak.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>a fájl nem létezik (már)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>ez egy mappa, nem fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>ez egy cső (FIFO), nem fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>ez egy socket, nem fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>ez egy eszköz, nem fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>ez nem közönséges fájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>a fájl nem olvasható: hozzáférés megtagadva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>a fájl egy körbe vezető hivatkozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>a fájl nem olvasható: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>a fájlnév érvénytelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>a fájl most nem olvasható (zárolva van, vagy nem áll készen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>a fájl mérete {size}, több, mint amekkora {what} lehet (legfeljebb {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>a fájl nagyobb, mint amekkora {what} lehet (legfeljebb {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what}: nem érvényes szöveg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what}: hosszabb {limit} karakternél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what}: szövegnek kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>a fájlban túl nagy, beolvashatatlan szám van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>a fájl nem szöveg (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}: hiányzik egy mező: „{key}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}: „{key}” mező: egész számnak kell lennie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}: „{key}” mező: hibás a típusa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}: hibás azonosító: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where}: objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where}: {players} játékosra pozitív szám kell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>a paklinak JSON-objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>a paklinak nincs verziószáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>a pakli verziója {version}, újabb annál, amit ez a játék olvas ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>ismeretlen pakliverzió: {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>a pakliban nincs alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>a pakliban túl sok alkatrészforma van (legfeljebb {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>{piece} alkatrész: egy négyzet [sor, oszlop] alakú, 0 és 4 közötti értékekkel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>{piece} alkatrész: egy alkatrésznek 1–{most} különböző négyzete van</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>{piece} alkatrész: a négyzetei nem függenek össze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>{piece} alkatrész: a darabszámnak 0 és 99 között kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>{piece} alkatrész: a színét #rrggbb alakban kell megadni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>két alkatrész azonosítója is {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>{piece} és {other} alkatrész forgatástól és tükrözéstől eltekintve azonos formájú</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>a pakliban túl sok feladvány van (legfeljebb {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>két feladvány azonosítója is {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>a {puzzle} feladvány azonosítója egy alkatrészével egyezik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>a {puzzle} feladvány: a színnek „white” vagy „black” értékűnek kell lennie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>a {puzzle} feladvány: a pontszámnak 0 és 99 között kell lennie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>a {puzzle} feladvány: a jutalma ({shown}) nem ennek a paklinak az alkatrésze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>a {puzzle} feladvány: a mezőknek 5 sorból kell állniuk, soronként 5 „.” vagy „#” karakterből</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>a {puzzle} feladványnak nincs süllyesztett mezője</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>pakli: a „setup” résznek objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>a setup.starting_supply csak ennek a paklinak az alkatrész-azonosítóit sorolhatja fel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply: legfeljebb {most} alkatrész</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>a setup.row_size értéke 1 és 8 közötti szám lehet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo: a fehér és a fekete darabszám összesen legalább 9 feladvány legyen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>a setup.solo.locks három szám legyen (az 1–3. oszlop feletti zárak)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>a setup.solo.opponent_supply részben a standard, a challenging és az unbeatable értékhez is szám kell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>a fájl túl nagy egy paklihoz (több mint {limit} MB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>a fájl nem JSON-paklifájl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>a fájl túl mélyen egymásba ágyazott egy paklihoz</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>„{key}” mező: feladvány-azonosítók listájának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where}: pontosan {size} lap kell, nem {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}: ismeretlen feladvány-azonosító: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}: ismeretlen alkatrész-azonosító: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}: a {puzzle} fehér feladvány, nem fekete</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}: a {puzzle} fekete feladvány, nem fehér</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}: a {puzzle} kétszer szerepel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>a játékfeljegyzésnek JSON-objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>a feljegyzésnek nincs verziószáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>nem támogatott feljegyzésverzió: {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>nem támogatott feljegyzésverzió: {version} (a játék egy újabb verziója készítette)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>a beágyazott pakli érvénytelen: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>a beágyazott pakli túl mélyen egymásba ágyazott</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>a „players” mezőnek nevek listájának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>a „solo” mezőnek olyan objektumnak kell lennie, amelynek „difficulty” értéke standard, challenging vagy unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>egy egyszemélyes játékban pontosan egy játékos van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>egy játékban 2–4 játékos van, nem {count} (vagy 1 a „solo” mezővel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>a „seed” mezőnek egész számnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>a „seed” értéke kívül esik a megengedett tartományon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>az egyszemélyes paklinak pontosan {size} lapból kell állnia, nem {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>az egyszemélyes pakli nem egyezik a seeddel</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>ez nem Project L paklifájl (a formátum nem „{format}”)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>a pakli vázlat, egyszemélyes játékban nem játszható (hogy mi hiányzik belőle, azt a project-l deck validate megmondja)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>a pakli vázlat, {players} játékossal nem játszható (hogy mi hiányzik belőle, azt a project-l deck validate megmondja)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>a pakli „back” mezőjének objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>a kártyák hátoldalának mintája ezek egyike lehet: {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>a kártyák hátoldalának képe csak szöveg lehet (base64-ben írt PNG- vagy JPEG-fájl)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>a kártyák hátoldalának képe nem base64-szöveg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>a kártyák hátoldalának képe nagyobb {kb} kB-nál</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>a kártyák hátoldalának képe PNG- vagy JPEG-kép lehet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>a másolt kártyák túl nagyok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>a vágólapon nincsenek másolt kártyák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>ilyen verziójú másolt kártyák nem olvashatók be: {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>a másolt kártyákból hiányoznak a feladványok vagy az alkatrészek</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>ez nem Project L játékfeljegyzés (a formátum nem „{format}”)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>egy egyszemélyes feljegyzés egyetlen „{key}” mezőt ad meg, nem fehér és fekete paklit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>a feljegyzés sem „{key}”, sem „seed” mezőt nem ad meg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>„{key}” mező csak egyszemélyes feljegyzésben szerepelhet; add meg a „white_deck” és a „black_deck” mezőt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>add meg a „white_deck” és a „black_deck” mezőt is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>a feljegyzés sem paklikat, sem „seed” mezőt nem ad meg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>a paklik nem egyeznek a seeddel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>az „actions” mezőnek listának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>a feljegyzésben több mint {most} akció van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}: a „player” mezőnek egy játékos sorszámának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>egy mező, amelyet a játék nem ismer, érvénytelen szöveget tartalmaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>a fájl nagyobb {limit} MB-nál: túl nagy egy játékfeljegyzéshez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>a fájl nem JSON ({line}. sor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>a fájl túl mélyen egymásba ágyazott egy játékfeljegyzéshez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}: „{key}” mező: hiányzik, vagy nem szöveg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}: a „cells” mezőnek [sor, oszlop] párok listájának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}: egy mezőnek [sor, oszlop] alakúnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}: a [{row}, {col}] mező kívül esik a lapon (0–4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}: egy letételnek objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}: a „placements” mezőnek listának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}: a „piece” mezőnek szövegnek kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}: ismeretlen akciótípus: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}: a „type” mező hiányzik, vagy nem szöveg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>a játékban {players} játékos van, de {seats} helyet adtak meg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>a játék {index}. akciója nem játszható le újra: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>a fájl üres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>a fájl mérete {size}, több, mint amekkora egy mentett játék lehet (legfeljebb {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>ez nem mentett játék: a fájl nem szöveg (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>a fájl csonka: az adatok közepén ér véget ({line}. sor)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>ez nem mentett játék: a fájl nem érvényes JSON ({line}. sor, {column}. oszlop)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>ez nem mentett játék: az adatok túl mélyen egymásba ágyazottak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>ez nem mentett játék: túlságosan hosszú szám van benne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>ez nem mentett játék: a fájl tartalma {holds}, nem objektum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>ez Project L paklifájl, nem mentett játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>ez nem Project L mentett játék: a formátuma {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>ez nem Project L mentett játék: nincs „format” mezője</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>a mentett játéknak nincs verziószáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>most egy másik játékot tartalmaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>a játékot a Project L egy újabb verziója mentette (fájlverzió: {version}; ez a verzió ezt a verziót olvassa: {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>nem támogatott fájlverzió: {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>{key} nézetbeállítás: kívül esik a megengedett tartományon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>{key} nézetbeállítás: nem véges szám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>{key} nézetbeállítás: csak szöveg, szám, true/false vagy null lehet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>a mentés „view” beállításainak objektumnak kell lenniük</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>a mentésben több mint {most} nézetbeállítás van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>{key} nézetbeállítás: túl sok eleme van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>a mentés {key} mezőjének rövid szövegnek kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>a mentés „app” részének objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>a mentés „save_version” mezőjének egész számnak kell lennie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>a játékot a Project L egy újabb verziója mentette (mentésverzió: {version}; ez a verzió ezt a verziót olvassa: {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>a mentés „seats” mezőjének listának kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>a mentésben {seats} hely van {players} játékosra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>{number}. hely: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>{number}. hely: {shown}, de a feljegyzés szerint ezen a helyen {player} játszott</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>a mentés hálózati beállításai: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>{index}. akció: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>egy helynek objektumnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>egy helynek 1–100 karakteres név kell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>a hely neve nem érvényes szöveg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>ismeretlen helytípus: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>ismeretlen MI-szint: {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>a játék neve 1–{most}, névben megengedett karakterből áll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>nincs {shown} TCP-port: a portok 1-től 65535-ig terjednek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>az MI 1 másodperc és 1 óra között veszi át a helyet, nem {shown} után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>egy szerver címe ws:// vagy wss:// cím</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>a hálózati beállításoknak objektumnak kell lenniük</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>a hálózati beállításokhoz játéknév kell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>a portnak egész számnak kell lennie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>az „offer_lan” értéke csak true vagy false lehet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>a „takeover_seconds” értéke egész szám vagy null lehet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>a „server” értéke cím vagy null lehet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>egy feladvány mezőinek 5 sorból kell állniuk, soronként 5 karakterből</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>egy feladvány színének „white” vagy „black” értékűnek kell lennie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>egy feladvány egyik mezője hibás típusú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>az automatikus mentés túl nagy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>az automatikus mentés nem JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>ez nem a szerkesztő automatikus mentése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>az automatikus mentésben nincs pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>az automatikus mentés paklija nem olvasható ({key} mező)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>egy pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>egy mentett játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>egy játékfeljegyzés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>egy hosztolási beállítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>a pakli neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>a pakli azonosítója</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>a pakli leírása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>{number}. alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>{piece} alkatrész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>{piece} alkatrész neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>{number}. feladvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>a {puzzle} feladvány</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>a {puzzle} feladvány jutalma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>{item} azonosítója</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>a fehér pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>a fekete pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>az egyszemélyes pakli fehér része</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>az egyszemélyes pakli fekete része</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>{number}. játékos neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>{number}. akció</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}, {number}. letétel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>egy nézetbeállítás neve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>{key} nézetbeállítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>a mentés {key} mezője</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>szöveg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>szám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>{path} nem menthető: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>a mappa nem hozható létre ({path}): {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>a mappa nem használható ({path}): {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>egy másik program foglalja a mappát ({path})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>a beállításfájl nem írható ({path})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} fájl, nem mappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>az előzmények mappája nem használható ({path}): {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>az automatikus mentések mappája nem használható ({path})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>a játék nem tehető az előzmények közé: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>{path} nem helyezhető át ebbe a mappába ({folder}): {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>a lemez megtelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>hozzáférés megtagadva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>a lemez csak olvasható</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>a mappa nem létezik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>az útvonal egy része fájl, nem mappa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>egy ilyen nevű mappa van útban</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>az MI szabálytalan akciót választott: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>az MI ezt válaszolta: {shown}, ami nem akció</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>hiba a programban: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>fázis: %1, forduló: %2, soron lévő játékos: %3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n akció maradt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1: %2: %3, teljesítve: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>gépi ellenfél: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>nyertesek: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>a gépi ellenfél</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>Eredmények ellenfelek szerint</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>Nincs megjeleníthető játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1: %2 győzelem, %3 megosztott, %4 vereség</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 legyőzte az ellenfelet!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>Az ellenfél nyert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 nyert!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>Közös győzelem: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>Holtverseny (%1): döntetlennél az ellenfél nyer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1, az ellenfélnek %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1 szerezte a legtöbb pontot (%2 – %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>Holtverseny (%1): %2 nyer, mert több feladványt teljesített (%3 – %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>Ellenfél</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>Eredmények</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>A játéknak még nincs vége</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>Pontok fordulónként</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>Új &amp;meccs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>Ugyanazok a játékosok és pakli, új leosztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>A játék &amp;visszajátszása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>A játék végigléptetése az első akciótól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>Az &amp;asztal megtekintése</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>Egy új játék játékosainak és paklijának kiválasztása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>Az eredmények bezárása és az asztal megtekintése a játék végén</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – győztes</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>Végső rendrakás: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>Végső rendrakás: nincs</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>Feladványok: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>Befejezetlen feladványok: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>Megmaradt jelzők: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>Megmaradt alkatrészek: %1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>&amp;Statisztikáid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Megnyert és elvesztett játszmáid, értékszámod a gép ellen, legjobb játszmáid és még sok más</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>Visszajátszás: %1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>A játék akciói</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>Akciók</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>A leosztáshoz (Home)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>Egy körrel vissza (Page Up)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>Egy akcióval vissza (Balra)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>A játék lejátszása innen (Szóköz)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>Egy akcióval előre (Jobbra)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>Egy körrel előre (Page Down)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>A végére (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>&amp;Játék folytatása innen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>Új játék indítása a látható állásból</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>Állás a játékban</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>A játék &amp;elemzése</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>A gép végignézi az összes kört, és megjelöli azokat, amelyek pontokba kerültek (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>A &amp;jobb kör mutatása</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>Megjelölt körnél: a jobb kör (vagy a lejátszott) mutatása az asztalon (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>&amp;Következő megjelölt kör</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>Az elemzés következő megjelölt körének mutatása (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>Elő&amp;ző megjelölt kör</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>Az elemzés előző megjelölt körének mutatása (Shift+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>Ele&amp;mzés</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>Az elemzési &amp;sáv mutatása</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>A leosztás (az első akció előtt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(egy akció)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>The deal, %n action(s) in all</source>
        <translation>
            <numerusform>A leosztás, összesen %n akció</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>%1./%2 akció</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - a játék véget ért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - %2. forduló, %3 következik</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>Szünet (Szóköz)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>A játék nem elemezhető: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>Az elemzés megszakadt.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>Az elemzés kész: %n megjelölt kör</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>Az elemzés nem sikerült: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>Az elemzés nincs mentve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>Az elemzést nem sikerült beírni ebbe: %1:
%2

Itt látható; egy újabb elemzés újra elkészíti.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(semmi)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(vegyes)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (nem ennek a paklinak az alkatrésze)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>Szabály-összefoglaló</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>A szabálydokumentum hiányzik ebből a telepítésből (docs/rules.md).</translation>
    </message>
</context>
<context>
    <name>S:</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+0"/>
        <source></source>
        <comment>a percentage; put the space your language writes before &quot;%&quot;, if any</comment>
        <translation></translation>
    </message>
</context>
<context>
    <name>SaveFeatures</name>
    <message>
        <location filename="../../app/table/save_features.py" line="+72"/>
        <source>Re&amp;view a saved game…</source>
        <translation>Mentett játék &amp;visszajátszása…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>E játék vissza&amp;játszása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>Elő&amp;zmények…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 nem nyitható meg:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>Játék visszajátszása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Mentett játékok (*%1);;Játékfeljegyzések (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>St&amp;atisztika…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Megnyert és elvesztett játszmáid, értékszámod a gép ellen, legjobb játszmáid és még sok más</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>Ellenfél</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>Pontszám fordulónként</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Kezdés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>Vége</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>Pontok az egyes fordulók végén:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>; végső pontszám: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>Az egyes játszmák pontszáma</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>Nincs megjeleníthető játék</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n játszma: pontszám %1 és %2 között, az utolsó %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · pontszám: %3
Kattints a játszma visszajátszásához</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>Játszmák, a legrégebbi elöl</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>az utolsó 5 játszma átlaga</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>A Project L elérhető itt: %1 (%2. protokoll, legfeljebb %n szoba); leállítás: Ctrl+C</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>A szerver leállt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>A jelszófájl nem olvasható (%1): %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>A jelszófájlban nincs jelszó: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>A TLS-tanúsítvány és a kulcs nem használható: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>Nem lehet figyelni itt: %1, %2. port: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>játszmák</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>győzelmek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>győzelmi arány</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>pontszám</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>szórás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>feladványok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>átlag ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>gépi ellenfél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>különbség</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>egyszemélyes %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2; %3), véletlenmagok: %4-%5, szigorú időkeret: %6 s, %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n folyamat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>játékfeljegyzések: %1, kiírva ide: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>ismeretlen MI-szint: %1 (választható: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>a --players legalább egy MI-szintet vár</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>egy játékban 2–4 játékos vesz részt, nem %n (vagy használd a --solo kapcsolót)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>a --solo 1–4 szintet játszik le, nem %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>nem hozható létre: %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>a játékfeljegyzés nem írható ki: %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>pakli: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>Statisztikáid</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>Időszak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Ellenfelek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Játékosok az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Játékos:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Időszak:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>&amp;Ellenfél:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Asztal:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>E&amp;xportálás CSV-be…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>A statisztika minden játszmája, soronként egy, táblázatkezelőhöz</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>Minden játszma</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>Ellenfél</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>Különbség</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>Feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>Végső rendrakás</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>Értékszám</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>&amp;Játszmák</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>Az egyes játszmák pontszáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>Eredmények ellenfelek szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>Legjobb játszmák</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>Legtöbbet használt alkatrészek</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>Egyszemélyes mérleg</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>Nehézség</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Játszott</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Vesztett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>Legjobb különbség</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>Ás&amp;ttekintés</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>Minden játszma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>Az utolsó 7 nap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Az utolsó 30 nap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Az utolsó 12 hónap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Bárki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>Bármennyi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2 játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3 játékos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4 játékos</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>Gép (könnyű)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>Gép (közepes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Gép (nehéz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>Vegyes asztal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>Csak emberek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Egyszemélyes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ Nyert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= Megosztott győzelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ Vesztett</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>Profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>Verhetetlen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>Játszmáid beolvasása…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>Játszmáid beolvasása… %1 / %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ Az előzmények nem olvashatók: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>Az előzményekben még nincs játszma: minden befejezett (vagy másikért otthagyott) játszmád ott marad, és itt számít.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>%n befejezetlen játszma kimarad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>%n lecke játszmája kimarad.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+62"/>
        <location line="+8"/>
        <location line="+25"/>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="-98"/>
        <source>⚠ %n game(s) of the history cannot be read and are left out: %1</source>
        <translation>
            <numerusform>⚠ Az előzmények %n játszmája nem olvasható, ezért kimarad: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>after %n game(s) against the computer</source>
        <translation>
            <numerusform>%n játszma után a gép ellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>Játssz a gép ellen, hogy értékszámot kapj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>Élő-jellegű értékszám (Glicko) a gépi szintek skáláján: könnyű %1, közepes %2, nehéz %3. Minden ellenük befejezett játszma után változik; a játékerőd 95%-os biztonsággal a ± tartományon belül van.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>%1 nyert · %2 megosztott · %3 vesztett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · %1 egyszemélyes</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>Átlagos pontszám</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/játszma · az utolsó %n játszma átlaga: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>Teljesített feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>%1 fehér · %2 fekete</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>pont, %n játszmában fizetve</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
Kattints a játszma visszajátszásához</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: %n alkalommal lehelyezve</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>A játszma nem nyitható meg</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>Statisztika exportálása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>A statisztika nem exportálható</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>%1 nem írható:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n játszma exportálva ide: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>Állapot</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>a bal oldali oszlop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>a középső oszlop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>a jobb oldali oszlop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>a(z) %1. oszlop</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>Visszavonva</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>A gép nem tudott lépni: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>Vége a játéknak: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>%1 köre véget ért: nyomd meg a Tovább gombot (Szóköz), hogy %2 léphessen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>%1 köre véget ért: %2 következik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>Tovább (Szóköz)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>Válassz jutalmat (%1): kattints a tartalék egyik kiemelt alkatrészére (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1: végső rendrakás. Tegyél alkatrészeket a feladványaidra (darabonként 1 pont), aztán nyomd meg a Kész gombot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>Mesterakció: tegyél egy-egy alkatrészt a kívánt feladványokra, aztán Megerősítés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1: vegyél el egy feladványt vagy egy 1. szintű alkatrészt, húzz egy alkatrészt egy feladványra, vagy kattints a készleted egyik alkatrészére a fejlesztéséhez</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>Nincs játék az asztalon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>A játék véget ért: indíts újat a Játék menüből</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>Várj, amíg az alkatrészek a helyükre érnek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>%1 következik (gépi játékos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>Várj: a gép gondolkodik</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>A mesterakcióhoz kell egy feladvány, amire letehetsz</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Végső rendrakás: %n letéve, költség: -%n pont. A Kész gomb érvényesíti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Mesterakció: %n alkatrész tervezve. A Megerősítés érvényesíti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>%1 letétele egy feladványra (billentyűzet)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>%1 fejlesztése erre:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>%1 cseréje erre:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>A tartalékban nincs alkatrész, amire fejleszteni vagy cserélni lehetne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (%2. szint, %3 maradt)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>A gépi játékosok segédfolyamatát újra kellett indítani. A játék folytatódik.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>MI, könnyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>MI, közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>MI, nehéz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>MI</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>Tartalék</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Fekete</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>%1. forduló</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>EREDMÉNYEK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>%1 végső rendrakása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>Letett alkatrészek: %1, ára -%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>Minden letett alkatrész 1 pontba kerül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>VÉGSŐ RENDRAKÁS</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1: válassz jutalmat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>%1 köre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>Hátralévő akciók:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>Mesterakció: felhasználva</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Mesterakció: %n alkatrész tervezve</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>Mesterakció: elérhető</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>UTOLSÓ FORDULÓ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>KÖVETKEZIK AZ UTOLSÓ FORDULÓ</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>Hálózaton</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 egy másik számítógépen játszik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>Megszakadt a kapcsolat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1 elvesztette a kapcsolatot: ugyanazzal a meghívókóddal és névvel újra csatlakozhat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>Egyelőre MI játszik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1 elvesztette a kapcsolatot: egy MI játszik helyette, amíg újra nem csatlakozik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>Győztes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>Játékban</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>Rendrakás</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>Pontszám: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>Teljesítve: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>kupac</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>zárolt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>nyitott</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>verhetetlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>Ellenfél (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>Elvett feladványok: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>Készlete: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>Rendrakás: −%1</translation>
    </message>
</context>
<context>
    <name>TableTooltips</name>
    <message>
        <location filename="../../app/table/tooltips.py" line="+47"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fewest pieces that fill it: %n</source>
        <translation>
            <numerusform>A kitöltéséhez szükséges legkevesebb alkatrész: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>Ennek a paklinak az alkatrészei nem tudják kitölteni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>A kitöltéséhez szükséges legkevesebb alkatrész: túl nehéz kiszámolni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>A kitöltéséhez szükséges legkevesebb alkatrész: számolás…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>%1 feladvány: %n pont</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>Jutalom: %1 alkatrész</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>%n kitöltendő mező</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>%n mező még üres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Tartalék: %1 alkatrész, %n maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>%1 készlete: %2 alkatrész, %n darab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>Fehér pakli: %n lap maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Fekete pakli: %n lap maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Pakli: %n lap maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>%1. oszlop: zárolva (%n jelző)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>%1. oszlop: nyitott</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1 %n feladványt teljesített</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Teljesített feladványok: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Végső rendrakás: %n alkatrész, %n pont levonva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>Az ellenfél %n feladványt vett el</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Pontszáma: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>Az ellenfél készlete: %n jelző</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>Játékasztal</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>A Tab lapról lapra és alkatrészről alkatrészre lép, az Enter használja azt, amelyiken állsz; a Súgó &gt; Billentyűzet minden billentyűt felsorol</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>a hátralévő idő becslése…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>kevesebb mint egy perc van hátra</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>kb. %n perc van hátra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>kb. %n óra van hátra</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>Válaszd ki a jutalmadat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>A feladványod jutalom alkatrésze elfogyott, ezért másikat választasz: kattints a tartalék egyik kiemelt alkatrészére.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>A fekete pakli elfogyott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>Közeleg a játék vége: azt a fordulót, amelyben a fekete pakli kifogyott, még végigjátsszátok, aztán jön még egy teljes forduló (utolsó forduló). Utána következik a végső rendrakás és a pontozás.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>A pakli elfogyott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>Közeleg a játék vége: a kör után, amelyben a pakli kifogyott, még egy kört játszol te, és egyet a gépi ellenfél, aztán jön a végső rendrakás. Minden befejezetlenül hagyott feladvány annyi pontba kerül, amennyit ér.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>Végső rendrakás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>Az utolsó esély a feladványok teljesítésére: tegyél a készletedből bármennyi alkatrészt a feladványaidra, darabonként 1 pont levonással, aztán nyomd meg a Kész gombot. A most teljesített feladvány pontot hoz, de jutalmat nem ad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>Teljesítsd ezt a feladványt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>A készleted egyik alkatrésze kitölti a feladvány maradékát. A teljesített feladvány hozza a pontjait, visszaadja az alkatrészeit, és megkapod a jutalom alkatrészét.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>Egy alkatrészfajta elfogyott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>Ha olyan alkatrészt kellene elvenned, amely elfogyott, egy másikat veszel el ugyanarról a szintről. Ha az a szint is üres, a legközelebbi magasabb szintről vagy bármelyik alacsonyabbról választasz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>Zárolt oszlop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>A gépi ellenfél elvette a jelző nélküli oszlopok legjobb feladványát, és most a jelzői zárolják azt az oszlopot. Minden feladvány, amelyet elveszel, levesz egy jelzőt az oszlopáról: az értékes feladványokat tartsd zárolva, vagy vedd el őket elsőként.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>A mesterakció</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>A készleted alkatrészei több feladványra is illenek. Körönként egyszer a mesterakció (M) egyetlen akcióért minden feladványodra tesz egy-egy alkatrészt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>Alkatrész fejlesztése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>Kattints a készleted egyik alkatrészére, és add vissza egy eggyel magasabb szintűért: a nagyobb alkatrészek gyorsabban kitöltik a feladványokat.</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>&amp;Értem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>&amp;Nincs több tanács</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>Csak a soron következő játékos használhat alkatrészeket, a saját készletéből</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>Ez egy másik játékos készlete</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>Ilyen formájú alkatrész nem maradt a készletben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>Előbb erősítsd meg vagy vond vissza a letételeket</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>A tartalékból csak 1. szintű alkatrész (%1) vehető el; a nagyobbakhoz fejlesztéssel lehet jutni</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>Húzz egy alkatrészt a készletedből erre a feladványra, vagy válassz egy alkatrészt a készletből, és nyomd meg az Entert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>Ez %1 feladványa: az alkatrészek a saját feladványaidra kerülnek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>A pakli képpel lefelé fekszik: vegyél el egy lapot a sorból</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1: %2, jutalom: %3. Az Enter elveszi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>Tartalék: %1 × %2. Az Enter elveszi, ha szabad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>A te %1 alkatrészed. Enter: letétel, fejlesztés vagy csere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>A te %1 feladványod (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>még nincs</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>%1 teljesített feladványai: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>Jelzők %1 fölött: %2. Az ellenfél nem vesz el lapot olyan oszlopból, amely fölött jelző van</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>Az ellenfél feladványai: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>Nincs feladványod, amire alkatrészt tehetnél</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>A nyilak mozgatják az alkatrészt, az R forgat, az F megfordít, a Tab vagy az 1–4 választja a feladványt, az Enter leteszi, az Escape megszakítja</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>Tedd az alkatrészt az egyik feladványodra: az R vagy a görgő forgat, az F vagy a jobb gomb megfordít, az Escape megszakítja</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>Az alkatrész visszakerült: tedd az egyik feladványodra</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1: %2, jutalom: %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>Tartalék: %1 × %2.</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n pont, jutalom: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1: fehér feladványok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1: fekete feladványok</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>Elvéve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>Letéve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Új</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../app/table/welcome.py" line="+469"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+268"/>
        <source>&amp;Continue</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>Befejezetlen játék keresése…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>&amp;Új játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>Két-négy játékos, emberek vagy gépi játékosok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>&amp;Egyszemélyes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>Egyedül a gépi ellenfél ellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>&amp;Pakliszerkesztő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>Feladványok, alkatrészek és teljes paklik tervezése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>Mentett játék vagy játékfeljegyzés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>&amp;Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Utoljára játszva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Egy játék megnyitásához nyomd meg az Entert, vagy kattints duplán</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>A legutóbbi játékok beolvasása…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>A legutóbbi játékok nem olvashatók: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (egyszemélyes)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ Nem olvasható</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ Befejezve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ Befejezetlen, %1. forduló</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+34"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Press Enter or double-click to open a game.</source>
        <translation>Egy játék megnyitásához nyomd meg az Entert, vagy kattints duplán.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>Még nincsenek legutóbbi játékok: itt jelennek meg a mentett vagy megnyitott játékaid.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>Nincs folytatható befejezetlen játék: kezdj újat, vagy nyiss meg egy mentett játékot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · %2. forduló · mentés nélkül hagyva: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · %2. forduló · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>&amp;Csatlakozás hálózati játékhoz…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>Vegyél el feladványokat, tedd le az alkatrészeidet, és fejleszd őket nagyobbakra.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>Új já&amp;ték…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>Me&amp;ntés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>&amp;Pakliszerkesztő…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>Feladványok, alkatrészek és teljes paklik tervezése (a pakliszerkesztő külön ablakban nyílik meg)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>&amp;Mesterakció</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>Legfeljebb egy alkatrész letétele minden feladványodra, egyetlen akcióként (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>Meg&amp;erősítés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>Mé&amp;gse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>Kör &amp;befejezése</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>A kör befejezése most, megmaradt akciókkal (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>&amp;Teljes asztal</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>&amp;Játéknapló</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Szabály-összefoglaló</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>A Project L &amp;névjegye</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>&amp;Kör</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animáció sebessége</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>&amp;Ki (azonnali)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lassú</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>No&amp;rmál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Gyors</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>&amp;Nagyon gyors</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Kör</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>&amp;Kész (végső rendrakás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>Mesterakció meg&amp;erősítése</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>Befejezed a kört?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>Még %n akciód maradt. Mégis befejezed a körödet?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne kérdezze újra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>A kérdést a Szerkesztés &gt; Beállítások alatt kapcsolhatod vissza</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>%1 mezőinek festése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>%1 mezőinek törlése</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>%1 legyen fehér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>%1 legyen fekete</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>%1 pontszámának beállítása</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>%1 jutalmának beállítása</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>Átnevezés (%1 helyett %2)</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>%1 feladvány hozzáadása</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>%1 feladvány törlése</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>%1 alkatrész átformálása</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>%1 alkatrész átnevezése</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>%1 alkatrész átszínezése</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>%1 tartalékbeli darabszámának beállítása</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>%1 alkatrész hozzáadása</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>%1 alkatrész törlése</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>Pakli átnevezése</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>Leírás szerkesztése</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>A lapok hátoldalának módosítása</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <location filename="../../editor/pdf.py" line="+268"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+80"/>
        <source>Untitled deck</source>
        <translation>Névtelen pakli</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · %2/%3. oldal</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>Ez a sáv 5 cm hosszú, ha 100%-os (valódi) méretben nyomtatod.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>Feladványlapok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>Lapok hátoldala</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>Alkatrészek</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>Üres</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+30"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location filename="../../app/render/pieces.py" line="+294"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <location filename="../../editor/tools.py" line="+110"/>
        <source>A piece needs at least one square. Draw its squares on the grid.</source>
        <translation>Egy alkatrészhez legalább egy négyzet kell. Rajzold meg a négyzeteit a rácson.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>Egy alkatrész legfeljebb 5 négyzetből áll. Törölj egyet, hogy ezt a rajzot használhasd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>Egy alkatrész négyzeteinek oldalukkal kell érintkezniük. Kösd össze őket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>Ez a forma megegyezik egy meglévő alkatrészével (%1), forgatástól és tükrözéstől eltekintve: elutasítva. Rajzolj tovább egy másik formához.</translation>
    </message>
</context>
</TS>
