<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>sans marque</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>Tour %1, manche %2, %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>le meilleur tour trouvé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>proche du meilleur tour trouvé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>joué&#xa0;: %1 (écart attendu %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>mieux&#xa0;: %1 (écart attendu %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>pourquoi&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1, écart perdu&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1&#xa0;: précision %2, perte moyenne par tour&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>plus grand écart&#xa0;: tour %1</numerusform>
            <numerusform>plus grands écarts&#xa0;: tours %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>La partie est restée ouverte jusqu’à la fin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>La partie s’est décidée au tour %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>La partie s’est décidée au tour %1, dans la manche %2, au tour de %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Marge sur l’adversaire&#xa0;: score final du joueur moins celui de l’adversaire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(l’analyse enregistrée dans le fichier)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>analyse enregistrée dans %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players attend des numéros de place de 0 à %1, pas %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>tours analysés&#xa0;: %1 sur %2, encore environ %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
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
            <numerusform>%n heure</numerusform>
            <numerusform>%n heures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n tour à analyser, environ %1 de travail</numerusform>
            <numerusform>%n tours à analyser, environ %1 de travail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n tour à analyser, environ %1 de travail&#xa0;: plus que --max-turns ne le permet (%2). Analysez moins de places (--players), baissez --budget ou augmentez --max-turns.</numerusform>
            <numerusform>%n tours à analyser, environ %1 de travail&#xa0;: plus que --max-turns ne le permet (%2). Analysez moins de places (--players), baissez --budget ou augmentez --max-turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>termine {puzzle} maintenant et prend sa récompense {reward}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>termine {puzzles} pendant ce tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>termine {puzzles} pendant ce tour au lieu de seulement {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>termine {puzzle} maintenant et prend sa récompense {reward} une manche plus tôt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>prend {puzzle}, qui vaut {points} points, au lieu de {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>prend {puzzle}, qui vaut {points} points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>prend {piece}, qui termine {puzzle} au tour suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>utilise le Coup de Maître pour placer {count} pièces d’un coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>utilise toutes les actions au lieu de finir le tour avec {left} restantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>ajustements finaux qui terminent {puzzle}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>ajustements finaux qui coûtent moins de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>obtient la pièce {piece} au lieu de la pièce {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>obtient en plus la pièce {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>améliore {old} en {piece} au lieu d’obtenir {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>améliore en plus {old} en {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>prend {puzzle} (récompense {reward}) au lieu de {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>prend {puzzles} au lieu de {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>prend en plus {puzzle} (récompense {reward})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>prend {puzzle} avant {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>remplit plus de cases des puzzles inachevés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>garde plus de points à portée</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>I (imprécision)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>E (erreur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>G (gaffe)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>Manche %1, %2&#xa0;: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>Marge sur l’adversaire</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>décidée</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>Progression de l’analyse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>Annuler l’analyse</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>Marge attendue au fil de la partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>Tours marqués</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>Résumé de l’analyse</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>Le tour marqué en mots</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>Analyse &gt; Analyser la partie&#xa0;: l’ordinateur examine chaque tour des joueurs et marque ceux qui ont coûté des points.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>Mieux&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>Aucun tour n’a coûté un point ou plus.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>manche %1 (tour de %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1&#xa0;: précision %2&#xa0;%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <comment>a turn and the margin it lost</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Biggest swings: %1</source>
        <translation>Plus grosses pertes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Marge sur l’adversaire&#xa0;: score final du joueur moins celui de l’adversaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>La partie s’est décidée en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>La partie est restée ouverte jusqu’à la fin.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>La marge finale attendue sur l’adversaire au début de chaque tour.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>La marge finale attendue de chaque joueur au début de chaque tour.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Joué&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Mieux&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Pourquoi&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>Montrer le tour &amp;joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>La table montre le meilleur tour&#xa0;; montrer plutôt le tour joué (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>Montrer le &amp;meilleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>La table montre le tour joué&#xa0;; montrer plutôt le meilleur tour (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>Analyse du tour %1 sur %2 — %3</translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+52"/>
        <source>%1%</source>
        <translation>%1&#x202f;%</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../editor/balance.py" line="+281"/>
        <source>Balance lab — %1</source>
        <translation>Labo d’équilibre — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>Parties à jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>Niveaux d’IA (à tour de rôle aux places)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>&amp;Parties par configuration&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>Solo, standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>Solo, difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>Solo, impossible</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>Les parties se sont arrêtées&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Annulé après %n partie</numerusform>
            <numerusform>Annulé après %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n partie jouée</numerusform>
            <numerusform>Terminé&#xa0;: %n parties jouées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>Choisissez les parties à jouer, puis Lancer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>Parties jouées&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>Ce paquet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>Paquet classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>Équilibre de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>Avantage du premier joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>Manches en moyenne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>Parties avec pénurie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>Pénuries en tout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>Score moyen de l’adversaire</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>Reçues</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>Rapport HTML (*.html);;Rapport PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>Impossible d’exporter le rapport</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>&amp;Ouvrir dans la revue des parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>&amp;Configuration&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>Récompenses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>Parties atypiques</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>Avec ce nombre de parties, le taux de victoire d’une place est connu à environ ±%n point de pourcentage près.</numerusform>
            <numerusform>Avec ce nombre de parties, le taux de victoire d’une place est connu à environ ±%n points de pourcentage près.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>Comparé au paquet classique et à la version précédente de ce paquet (la série du %1, %2 par configuration). Changé depuis&#xa0;: ajoutés %3&#xa0;; retirés %4&#xa0;; modifiés %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>Chaque mesure a son intervalle à 95&#x202f;%. Une égalité partage sa victoire entre ses gagnants.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Chaque place est testée face à une part équitable, avec la correction de Holm pour la %n place testée dans cette série.</numerusform>
            <numerusform>Chaque place est testée face à une part équitable, avec la correction de Holm pour les %n places testées dans cette série.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Trop peu de parties pour déceler un avantage de 5 points de pourcentage&#xa0;: il faut environ %n partie par configuration.</numerusform>
            <numerusform>Trop peu de parties pour déceler un avantage de 5 points de pourcentage&#xa0;: il faut environ %n parties par configuration.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>Part des victoires par place (intervalle à 95&#x202f;%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>part équitable %1&#x202f;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>Scores (part des places, intervalle à 95&#x202f;%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>Durée de partie en manches (part des parties, intervalle à 95&#x202f;%)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (de %2 à %3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>Part des victoires de la place %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>Places qui l’ont reçue</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>Leur part des victoires</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>Part équitable</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>Valeur p (Holm)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>Signalés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>Aucun puzzle ne sort nettement de l’éventail de sa couleur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0,001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ trop fort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ trop faible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>trop peu de parties</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>Distribué</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>Proposé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>Pris quand proposé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>Terminé quand pris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>Pris par tour proposé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>Points par partie distribuée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>Points par partie proposée</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>Environ %n partie par configuration le mesure à ±5 points de pourcentage près.</numerusform>
            <numerusform>Environ %n parties par configuration le mesurent à ±5 points de pourcentage près.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>Ce sont des parties d’IA&#xa0;: des personnes peuvent jouer autrement.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>Comparé au paquet classique. La prochaine série d’une version modifiée de ce paquet sera aussi comparée à celle-ci.</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>Chaque taux est mesuré par rapport à la fréquence à laquelle le puzzle était en jeu&#xa0;: quand il était proposé (face visible dans une rangée), quand il était pris, quand il était distribué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>Un puzzle est trop fort ou trop faible quand ses points par partie proposée sortent nettement de l’éventail de la plupart des puzzles de sa couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>Ses intervalles valent pour tous les puzzles du paquet à la fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>Cliquez sur le titre d’une colonne pour trier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>Les places qui ont reçu une pièce de récompense, et leur part des victoires, face à la part équitable d’une place&#xa0;; les différences les mieux établies d’abord.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>Les valeurs p sont corrigées pour le test de chaque pièce (Holm)&#xa0;: sous 0,05, la différence n’est guère due au hasard.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>Parties bien plus longues ou plus courtes que les autres (au-delà de trois écarts interquartiles, d’au moins deux manches).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>Leurs enregistrements sont gardés avec la série&#xa0;: ouvrez-en une pour la regarder.</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>Le premier joueur gagne plus que sa part équitable (p corrigé par Holm %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>Le premier joueur gagne moins que sa part équitable (p corrigé par Holm %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>L’avantage du premier joueur est inférieur à 5 points de pourcentage dans un sens comme dans l’autre.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n partie s’est terminée sur une égalité&#xa0;: chaque gagnant compte une part de la victoire.</numerusform>
            <numerusform>%n parties se sont terminées sur une égalité&#xa0;: chaque gagnant compte une part de la victoire.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>Manches (médiane)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>Niveaux d’IA</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, partie %2 (%n manche)</numerusform>
            <numerusform>%1, partie %2 (%n manches)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceText</name>
    <message>
        <location filename="../../app/commands/balance.py" line="+92"/>
        <source>%1%</source>
        <translation>%1&#x202f;%</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>95% interval %1 to %2</source>
        <translation>intervalle à 95&#x202f;% de %1 à %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>solo, %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+5"/>
        <location line="+105"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>Équilibre de «&#xa0;%1&#xa0;»&#xa0;: %2 par configuration, IA %3, graines %4 à %5, %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n processus</numerusform>
            <numerusform>%n processus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [paquet classique&#xa0;: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>la place %1 gagne %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>avantage du premier joueur&#xa0;: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>%n pénurie en tout</numerusform>
            <numerusform>%n pénuries en tout</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>pénuries&#xa0;: aucune</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>puzzle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>configuration inconnue %1 (choisissez 2, 3, 4 ou solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>niveau d’IA inconnu %1 (choisissez parmi %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [version précédente&#xa0;: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n partie à égalité&#xa0;: chaque gagnant compte une part de la victoire</numerusform>
            <numerusform>%n parties à égalité&#xa0;: chaque gagnant compte une part de la victoire</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>le premier joueur gagne plus que sa part équitable (p corrigé par Holm %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>le premier joueur gagne moins que sa part équitable (p corrigé par Holm %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>l’avantage du premier joueur est inférieur à 5 points de pourcentage dans un sens comme dans l’autre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>score&#xa0;: moyenne %1 (%2), écart type %3, de %4 à %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>manches&#xa0;: moyenne %1 (%2), médiane %3 (%4), de %5 à %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>partie atypique&#xa0;: la partie %1 (graine %2, %3) a duré %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>son enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>adversaire&#xa0;: score moyen %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>pénuries&#xa0;: dans %1 des parties (%2&#xa0;; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>pièces de récompense&#xa0;: part des victoires des places qui les ont reçues, face à une part équitable de %1, différences les mieux établies d’abord&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3) sur %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>puzzles (leurs intervalles valent pour le %n puzzle à la fois)&#xa0;:</numerusform>
            <numerusform>puzzles (leurs intervalles valent pour les %n puzzles à la fois)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>cases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>distribué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>proposé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>pris quand proposé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>terminé quand pris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>points par partie distribuée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>trop fort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>trop faible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>trop peu de parties</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>correction de Holm pour %n place testée face à une part équitable</numerusform>
            <numerusform>correction de Holm pour %n places testées face à une part équitable</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>version précédente&#xa0;: la série du %1 (%2 par configuration)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>changé depuis&#xa0;: ajoutés %1&#xa0;; retirés %2&#xa0;; modifiés %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>enregistrements&#xa0;: %1 écrits dans %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>impossible de créer %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>parties jouées&#xa0;: %1 sur %n</numerusform>
            <numerusform>parties jouées&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>trop peu de parties pour déceler un avantage de 5 points de pourcentage&#xa0;: il faut environ %n partie par configuration</numerusform>
            <numerusform>trop peu de parties pour déceler un avantage de 5 points de pourcentage&#xa0;: il faut environ %n parties par configuration</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>Mieux&#xa0;: prendre</translation>
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
        <translation>joue à la place %1 dans la salle %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>regarde la salle %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>connexion perdue&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>de retour dans la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>impossible de rejoindre la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>la connexion s’est terminée avant la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>enregistrement sauvegardé dans %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>impossible de sauvegarder l’enregistrement&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>le serveur a refusé %n action de suite (la dernière&#xa0;: %1)&#xa0;: arrêt</numerusform>
            <numerusform>le serveur a refusé %n actions de suite (la dernière&#xa0;: %1)&#xa0;: arrêt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>la table du serveur ne peut pas être suivie après %n resynchronisation de suite&#xa0;: arrêt</numerusform>
            <numerusform>la table du serveur ne peut pas être suivie après %n resynchronisations de suite&#xa0;: arrêt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>le serveur n’a pas répondu à %n action de suite&#xa0;: arrêt</numerusform>
            <numerusform>le serveur n’a pas répondu à %n actions de suite&#xa0;: arrêt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>le serveur a envoyé ce qui ne peut pas être lu (%1)&#xa0;: arrêt</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>Appuyez sur F6 pour les boutons&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>Messages du chat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>Écrire à la table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>Message du chat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <location filename="../../app/i18n.py" line="+597"/>
        <source>Classic (first edition)</source>
        <translation>Classique (première édition)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>Les 52 puzzles et les 9 formes de pièces de la première édition (2020).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>monomino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>tromino droit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>tromino en L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>tétromino droit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>tétromino carré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>tétromino en L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>tétromino en T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>tétromino en S/Z</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>C&amp;ontinuer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>Laisser jouer le joueur-ordinateur suivant (C, ou Espace sur la table)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>inachevée (%n action)</numerusform>
            <numerusform>inachevée (%n actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n case vide)</numerusform>
            <numerusform>%1 (%2, %n cases vides)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Égalité à %1 et %n puzzle terminé&#xa0;: %2 gagne avec plus de pièces en réserve (%3 contre %4)</numerusform>
            <numerusform>Égalité à %1 et %n puzzles terminés&#xa0;: %2 gagne avec plus de pièces en réserve (%3 contre %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Égalité à %1, %n puzzle terminé et %2 en réserve&#xa0;: victoire partagée</numerusform>
            <numerusform>Égalité à %1, %n puzzles terminés et %2 en réserve&#xa0;: victoire partagée</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>%n caractère au maximum&#xa0;: le reste du texte collé a été ignoré.</numerusform>
            <numerusform>%n caractères au maximum&#xa0;: le reste du texte collé a été ignoré.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>Le paquet «&#xa0;%1&#xa0;» a des modifications non enregistrées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>Les enregistrer avant de continuer&#xa0;?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>Impossible d’ouvrir le paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>Ouvrir un fichier de paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Paquets Project L (*.pldeck *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>Nouveau paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>Nom du nouveau paquet&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>Mon paquet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (ma copie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>Dupliquer le paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>Nom de la copie&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>Cette copie est à vous, modifiez-la à votre guise&#xa0;; Enregistrer la place dans la bibliothèque de paquets.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>Le paquet n’est pas encore dans la bibliothèque&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>Nom raccourci</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>Le nom d’un paquet compte au plus %n caractère&#xa0;; il a été raccourci en «&#xa0;%1&#xa0;».</numerusform>
            <numerusform>Le nom d’un paquet compte au plus %n caractères&#xa0;; il a été raccourci en «&#xa0;%1&#xa0;».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>Importer un paquet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Impossible d’importer le paquet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>Importé dans la bibliothèque sous le nom %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>Supprimer le paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» de la bibliothèque de paquets&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>Impossible de supprimer le paquet</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>… et %n autre.</numerusform>
            <numerusform>… et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>Ce paquet ne permet pas encore de jouer une partie. Corrigez d’abord ces erreurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>Paquet en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Le paquet classique est en lecture seule. Dupliquez-le pour créer votre propre paquet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>Enregistrer le paquet sous</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Paquets Project L (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>Impossible d’enregistrer le paquet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>Enregistré comme brouillon dans %1&#xa0;: il ne permet pas encore de jouer une partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>Exporter le paquet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Impossible d’exporter le paquet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>Exporté dans %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>Jouer avec ce paquet</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>La partie utilise le paquet enregistré. Enregistrer vos modifications maintenant&#xa0;?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>La partie n’a pas pu être lancée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>Lancement de la partie…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>«&#xa0;%1&#xa0;» restauré&#xa0;; enregistrez-le pour le garder.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>Restaurer le paquet&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>Un paquet sauvegardé automatiquement le %1 ne peut pas être restauré&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>L’éditeur s’est fermé sans enregistrer le paquet «&#xa0;%1&#xa0;». Sa sauvegarde automatique du %2 peut être restaurée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>Restaurez-la pour continuer l’édition, ou abandonnez ces modifications pour de bon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>Paquet modifié sur le disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>Le fichier du paquet «&#xa0;%1&#xa0;» a été modifié hors de l’éditeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>Vous avez ici des modifications non enregistrées. Recharger le fichier et les perdre, ou continuer à éditer votre version (l’enregistrer remplacera le fichier)&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>Le recharger pour voir les modifications&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>Re&amp;charger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>&amp;Garder cette version</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>Qu’est-ce qui rend ce paquet particulier&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>Tous les puzzles blancs</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>Cartes par rangée</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>Puzzles noirs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>Puzzles blancs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>Mise en place&#xa0;: 2 à 4 joueurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>Chaque joueur commence avec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>Puzzles blancs en solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>Puzzles noirs en solo</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>Pièces au-dessus de la colonne %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>Partie solo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>blancs au-dessus de</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>noirs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>Pile solo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>Pièces de niveau 1 au-dessus des colonnes 1 à 3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>impossible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>Pièces de l’adversaire</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>Récomp. blanches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>Récomp. noires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Puzzles noirs, %n joueur</numerusform>
            <numerusform>Puzzles noirs, %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>Puzzles blancs, %n joueur</numerusform>
            <numerusform>Puzzles blancs, %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>built in (read-only)</source>
        <translation>intégré (lecture seule)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>pas encore enregistré</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle blanc</numerusform>
            <numerusform>%n puzzles blancs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle noir</numerusform>
            <numerusform>%n puzzles noirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1, %2 au total&#xa0;; %3, %4 au total.
%5 (%6) dans le stock.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Définir les puzzles noirs pour %n joueur</numerusform>
            <numerusform>Définir les puzzles noirs pour %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Starting %1</source>
        <translation>Pièces %1 au départ</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Set white puzzles per game</source>
        <translation>Définir les puzzles blancs par partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>Définir les cartes par rangée</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>Définir les pièces de départ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>Définir la partie solo</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>Un id compte de 1 à 16 caractères imprimables.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1 est déjà utilisé dans ce paquet.</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>a des erreurs à corriger dans l’éditeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>pour la partie solo</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>pour %n joueur</numerusform>
            <numerusform>pour %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>il manque %n puzzle blanc %1</numerusform>
            <numerusform>il manque %n puzzles blancs %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>il manque %n puzzle noir %1</numerusform>
            <numerusform>il manque %n puzzles noirs %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>Brouillon</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1 à %n joueur</numerusform>
            <numerusform>%1 à %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>solo</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>deck validate: a finding&apos;s severity, then its reason</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: “%2”: %3, %4 and %5</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;»&#xa0;: %3, %4 et %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle blanc</numerusform>
            <numerusform>%n puzzles blancs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle noir</numerusform>
            <numerusform>%n puzzles noirs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>jouable&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>brouillon&#xa0;: ce paquet ne permet pas encore de jouer une partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>se joue&#xa0;: %1</translation>
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
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>puzzles&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  récompense %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(non analysé)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>inconnu&#xa0;: trop difficile pour le solveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>impossible à remplir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(trop difficile à compter)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>pièces min. %1  solutions %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>Définir les points de %n puzzle</numerusform>
            <numerusform>Définir les points de %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>Définir la récompense de %n puzzle</numerusform>
            <numerusform>Définir la récompense de %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>Rendre %n puzzle blanc</numerusform>
            <numerusform>Rendre %n puzzles blancs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>Rendre %n puzzle noir</numerusform>
            <numerusform>Rendre %n puzzles noirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>Supprimer %n puzzle</numerusform>
            <numerusform>Supprimer %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>Dupliquer %n puzzle</numerusform>
            <numerusform>Dupliquer %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>Coller %n puzzle</numerusform>
            <numerusform>Coller %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n carte sélectionnée</numerusform>
            <numerusform>%n cartes sélectionnées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>&amp;Nouveau paquet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Ouvrir un fichier de paquet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>&amp;Importer dans la bibliothèque…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>Enregistrer le paquet dans la bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>E&amp;xporter un fichier de paquet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>Écrire une copie du paquet où vous voulez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>&amp;Dupliquer le paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>Créer une copie modifiable de ce paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>Exporter en &amp;PDF à imprimer &amp;&amp; jouer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>Cartes de puzzle en taille réelle et planches de pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Exporter pour &amp;Tabletop Simulator…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Planches de cartes et objet sauvegardé pour des parties de test dans Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>&amp;Jouer avec ce paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>Lancer la partie avec ce paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>&amp;Copier les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>Copier les cartes sélectionnées, pour les coller dans ce paquet ou un autre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>Co&amp;ller les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>Ajouter les cartes copiées depuis un paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>Ajouter un puzzle &amp;blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>Ajouter un puzzle blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>Ajouter un puzzle &amp;noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>Ajouter un puzzle noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>Ajouter une &amp;pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>Ajouter une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>&amp;Générer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>Générer des cartes de puzzle qui respectent les contraintes choisies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>Montrer une &amp;solution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>Montrer une façon de remplir la carte avec les pièces du stock</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>É&amp;quilibre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>Cartes en &amp;tableau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>Afficher les cartes sous forme de tableau de leurs chiffres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>Ouvrir le &amp;dossier de la bibliothèque</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>&amp;Puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>Pa&amp;quet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Le paquet classique est en lecture seule. Dupliquez-le pour créer votre propre paquet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>Dupliquer pour modifier</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>Paquets</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(lecture seule)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Éditeur de paquets Project L</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>Vérification (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>Impossible d’ouvrir la bibliothèque de paquets</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>Labo d’équilibre</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>Le paquet n’a pas pu être sauvegardé automatiquement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>À imprimer &amp; jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>Écriture du PDF…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%n page écrite dans %1</numerusform>
            <numerusform>%n pages écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>Impossible d’écrire le PDF</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>Export PDF annulé&#xa0;: rien n’a été écrit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Exporter pour Tabletop Simulator&#xa0;: choisir un dossier</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>Dessin des planches de cartes…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>Paquet pour Tabletop Simulator écrit dans %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Impossible d’exporter le paquet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>Export annulé&#xa0;: rien n’a été écrit</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>Arrêter la vérification du paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>Afficher les remarques</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>Résultats de la vérification</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 sur %n puzzle</numerusform>
            <numerusform>%1 sur %n puzzles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>Vérification du paquet…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>La vérification du paquet a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>La vérification a été annulée&#xa0;: les résultats ci-dessous ne sont peut-être plus à jour.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>Aucun problème&#xa0;: le paquet peut être enregistré et joué.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>le paquet reste un brouillon tant qu’elles ne sont pas corrigées</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Parties récentes</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>L’analyse n’a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>La partie terminée n’a pas pu être mise dans l’historique&#xa0;:
%1

Elle est conservée avec les sauvegardes automatiques et ira dans l’historique au prochain démarrage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>La partie terminée n’a pas pu être mise dans l’historique&#xa0;:
%1

Elle n’est conservée nulle part ailleurs&#xa0;: enregistrez-la dans un fichier (Partie &gt; Enregistrer) pour la garder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>Impossible d’écrire l’historique</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>%n partie terminée n’a pas pu être mise dans l’historique&#xa0;:
%1

Elle reste avec les sauvegardes automatiques et ira dans l’historique lors d’un prochain démarrage.</numerusform>
            <numerusform>%n parties terminées n’ont pas pu être mises dans l’historique&#xa0;:
%1

Elles restent avec les sauvegardes automatiques et iront dans l’historique lors d’un prochain démarrage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>%n partie terminée lors d’un démarrage précédent est maintenant dans l’historique.</numerusform>
            <numerusform>%n parties terminées lors d’un démarrage précédent sont maintenant dans l’historique.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*%1);;Enregistrements de parties (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>La partie n’a pas pu être enregistrée dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>Parties enregistrées (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>La sauvegarde automatique n’a pas pu être écrite&#xa0;: cette partie n’est donc conservée nulle part. L’enregistrer dans un fichier avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>La sauvegarde automatique n’a pas pu être écrite&#xa0;: cette partie n’est donc conservée nulle part. L’enregistrer dans un fichier avant qu’elle quitte la table&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>La partie n’est pas conservée</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>La partie terminée est aussi enregistrée dans %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 n’a pas été modifié (%2)&#xa0;; la partie terminée est dans l’historique</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../app/table/gamelog.py" line="+53"/>
        <source>an %1</source>
        <translation>une pièce %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>une pièce %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone</source>
        <translation>Quelqu’un</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 a amélioré %2 en %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 a échangé %2 contre %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1 a réalisé un Coup de Maître&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>%1, ajustements finaux (-%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1 n’a rien placé lors des ajustements finaux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 a terminé son tour</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 a terminé %2 (+%3) et a pris %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 a terminé %2 (+%3)&#xa0;; le stock est vide, pas de récompense</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 a pris %2 (%3, récompense %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>&#xa0;; %1 est révélé</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 a pris %2 dans le stock</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 a remis %2 dans le stock</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 a placé %2 sur %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 a terminé %2 (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>Le stock est vide&#xa0;: pas de récompense pour %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 a pris %2 en récompense de %3 (il ne restait plus de pièce %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 a pris %2 en récompense de %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>Plus aucune pièce %1 pour %2&#xa0;: %3 choisit parmi %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>La pile est vide&#xa0;: la fin de la partie est déclenchée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>La pile noire est vide&#xa0;: la fin de la partie est déclenchée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>Dernière manche&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>%1, ajustements finaux&#xa0;: -%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 de %2 est passée dans la réserve de l’adversaire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>Un jeton de %1 est passé dans la réserve de l’adversaire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>L’adversaire a pris %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>Toutes les colonnes étaient verrouillées&#xa0;: une pièce de chaque colonne est retournée dans le stock</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>Toutes les colonnes étaient verrouillées&#xa0;: un jeton a été retiré de chaque colonne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>L’adversaire n’a trouvé aucun puzzle dans les colonnes non verrouillées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>Ajustements finaux&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>Manche %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>Ce qui s’est passé pendant la partie, le plus récent en bas</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>&amp;Copier la partie sous forme de texte</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 a repris&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>une action</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>Le dossier de données est inutilisable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L ne peut pas écrire dans son dossier de données&#xa0;:
%1

La partie se joue sans sauvegarde automatique, et les parties terminées ne peuvent pas aller dans l’historique. Enregistrez votre partie avec Partie &gt; Enregistrer pour la conserver.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>Une partie sauvegardée automatiquement est illisible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>Une partie sauvegardée automatiquement ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>problème inconnu</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>&amp;Mettre dans l’historique</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>Impossible de déplacer la partie</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>Une partie est restée inachevée&#xa0;: %1 (dernier coup&#xa0;: %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>Impossible d’ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>Sauvegarde automatique désactivée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>Co&amp;mment jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>Les règles expliquées, en images</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>Les réglages n’ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>À propos de Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;Une version pour ordinateur du jeu de plateau et de puzzles Project L (première édition), pour 1 à 4 joueurs, avec des joueurs-ordinateur et l’adversaire automatisé du mode solo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>L’éditeur de paquets démarre dans sa propre fenêtre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>Impossible de lancer l’éditeur de paquets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>L’éditeur de paquets n’a pas pu être lancé. Lancez-le avec la commande project-l-editor.</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>&amp;Historique des parties…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>&amp;Vos statistiques…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>Générer des puzzles</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>Contraintes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>C&amp;ouleur&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>&amp;Cases&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>&amp;Minimum de pièces&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 signifie %1 ou plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>&amp;Solutions&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>Symétrique</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>Non symétrique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>Pièces permises&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>&amp;Pas la même forme qu’une carte du paquet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>Les formes tournées ou en miroir comptent comme identiques</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>Ca&amp;ndidats&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>Géné&amp;rer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>Le générateur a échoué&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>Ajouter %n puzzle généré</numerusform>
            <numerusform>Ajouter %n puzzles générés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>symétrique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>non symétrique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>Candidat %1 — cases&#xa0;: %2, minimum de pièces&#xa0;: %3, solutions&#xa0;: %4, %5&#xa0;; points suggérés&#xa0;: %6, récompense&#xa0;: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>A&amp;jouter %n au paquet</numerusform>
            <numerusform>A&amp;jouter %n au paquet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>%n candidat sélectionné</numerusform>
            <numerusform>%n candidats sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>Sélectionnez une ou plusieurs cartes, puis ajoutez-les au paquet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>Génération… %1 trouvés sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>Fixez les contraintes, puis lancez la génération.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>%1 trouvés sur %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>Le processus d’aide du générateur s’est arrêté de façon inattendue&#xa0;; «&#xa0;Générer&#xa0;» le relance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>Les contraintes ne permettent plus d’autres formes différentes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>Aucun autre n’a été trouvé dans le nombre d’essais permis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>Aucun autre n’a été trouvé dans le temps imparti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>A&amp;jouter au paquet</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>Minimum de pièces&#xa0;: le plus petit nombre de pièces autorisées du stock qui remplissent la carte&#xa0;; placer chacune coûte une action.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>Solutions&#xa0;: de combien de façons elles la remplissent&#xa0;; peu de façons sont plus difficiles à voir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>Les points et la récompense sont suggérés d’après la carte classique de même couleur la plus proche en difficulté.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>Le candidat en carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Cases creuses à remplir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Minimum de pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>Le plus petit nombre de pièces du stock (autorisées) qui la remplissent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>De combien de façons les pièces du stock la remplissent (%1+&#xa0;: %1 ou plus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>Si elle reste identique tournée ou retournée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>Points suggérés, d’après sa difficulté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>Récompense suggérée, d’après sa difficulté et les récompenses du paquet</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>&amp;Indice&#xa0;: meilleure action suivante</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>Comment &amp;terminer un puzzle…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>Montrer comment votre réserve peut terminer l’un de vos puzzles, ou pourquoi elle ne le peut pas encore (Maj+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>Indice (en cours…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>Montrer ce que ferait un bon joueur maintenant (H)&#xa0;; il ne joue que si vous cliquez sur une pièce qu’il marque, Échap le masque</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location line="-731"/>
        <source>an %1</source>
        <translation>une pièce %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>une pièce %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>There is no game on the table</source>
        <translation>Il n’y a pas de partie sur la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>La partie est terminée&#xa0;: il n’y a plus d’indice à donner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>Pas d’indice maintenant&#xa0;: c’est à %1 de jouer (joueur-ordinateur)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>Attendez que les pièces soient posées</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>Demande d’indice oubliée</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>Comment terminer %1&#xa0;: abandonné, vos pièces prévues ont changé. Redemandez</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>Indice demandé&#xa0;: il viendra à votre tour, %1 (joueur-ordinateur) joue en ce moment. Échap l’oublie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>Indice demandé&#xa0;: il viendra quand les pièces seront posées</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>Indice&#xa0;: recherche d’un bon coup…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>Pas d’indice&#xa0;: la suggestion était contraire aux règles (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>Pas d’indice&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>Impossible de trouver comment terminer %1 (%2). Redemandez pour réessayer</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>placer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>la pièce %1 sur %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>la grille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>la rangée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>Indice&#xa0;: prenez %1 dans %2 (%3, récompense %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>prendre</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>Indice&#xa0;: prenez %1 dans le stock</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>Indice&#xa0;: améliorez votre pièce %1 en %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>améliorer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>Indice&#xa0;: échangez votre pièce %1 contre %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>échanger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>contre %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>Indice&#xa0;: placez la pièce %1 sur %2 comme indiqué</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>Indice&#xa0;: Coup de Maître&#xa0;: placez %1 comme indiqué</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>Indice&#xa0;: choisissez la pièce %1 comme récompense</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>choisir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>Indice&#xa0;: ne placez plus rien et appuyez sur «&#xa0;Terminé&#xa0;»&#xa0;: chaque pièce coûterait un point</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>Indice&#xa0;: ajustements finaux, placez %1 (-%2), puis appuyez sur «&#xa0;Terminé&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>Indice&#xa0;: finissez votre tour maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1 n’est pas l’un de vos puzzles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>Comment terminer %1&#xa0;: recherche en cours…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>Pour terminer %1, placez %2 comme indiqué</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>comment terminer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>%1 offre trop de possibilités&#xa0;: le solveur n’a pas pu établir à temps si votre réserve peut le terminer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>trop difficile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>%1 ne peut pas être terminé avec votre réserve. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>Pièce manquante&#xa0;: %1 (le stock en a une).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>Pièces manquantes&#xa0;: %1 (le stock les a).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>Vous n’avez aucun puzzle à terminer&#xa0;: prenez-en d’abord un</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>Terminer quel puzzle&#xa0;?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>Comment terminer %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>Indice&#xa0;: meilleure action suivante</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1. Un clic sur une pièce marquée la pose là où l’indice la montre.</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>placer retournée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>la pièce %1 sur %2, retournée</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>Indice&#xa0;: placez la pièce %1 sur %2 comme indiqué, retournée (F pendant que vous la tenez)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>Pour terminer %1, placez %2 comme indiqué, en retournant la pièce %3 (F pendant que vous la tenez)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>Le processus auxiliaire qui calcule les indices a dû être relancé&#xa0;; l’indice est redemandé.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>impossible</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ illisible</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (solo, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>l’adversaire a gagné</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (ex æquo)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>Aucune partie n’a encore été terminée. Les parties terminées apparaissent ici, ainsi que les parties inachevées que vous avez abandonnées pour une autre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>Afficher le &amp;dossier</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ %1 illisible&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>Impossible d’ouvrir le dossier de l’historique</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>Supprimer la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>Supprimer de l’historique la partie jouée par %1&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>Impossible de supprimer la partie</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>Impossible d’héberger la partie</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>Impossible de lancer la partie sur le serveur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>Le port %1 est occupé&#xa0;: un autre programme (ou une autre partie hébergée) l’utilise. Choisissez un autre port dans le groupe Réseau de la fenêtre Nouvelle partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>La partie n’a pas pu être proposée sur le port %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>La partie hébergée signale un problème&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>Une partie en réseau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>Cette partie s’est jouée en réseau (avec %1). L’héberger à nouveau avec les mêmes places&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>En l’hébergeant à nouveau, la partie reprend quand chaque joueur l’a rejointe sous le même nom. En jouant localement, tout le monde joue sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>&amp;Héberger à nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>Jouer &amp;localement</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>Elle a été jouée sur le serveur à %1&#xa0;: elle y est hébergée à nouveau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>Elle a été jouée sur le serveur à %1, mais elle est trop longue pour y être envoyée&#xa0;: cet ordinateur l’héberge à nouveau.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>Le guide est absent de cette installation (resources/docs/howto.md).</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>Comment &amp;jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>Un guide du jeu pour les nouveaux joueurs, en images</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>Comment jouer à Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>Un guide du jeu pour les nouveaux joueurs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>Les sections du guide&#xa0;: choisissez-en une pour y aller</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>Chercher dans le guide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>&amp;Chercher&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>Le résultat précédent (Maj+Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>Le résultat suivant (Entrée)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>Enregistrer en P&amp;DF…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>Enregistrer le guide en PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>Comment jouer à Project L.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>Le PDF n’a pas pu être enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>arrêté par Ctrl+C</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>Parties sur ce réseau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>&amp;Chercher à nouveau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 ou ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>L’adresse et le port de l’hôte, ou une adresse ws:// ou wss://&#xa0;; une partie choisie ci-dessus la remplit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>Le code d’invitation que l’hôte vous donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>Code d’&amp;invitation&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>seulement pour un serveur qui en demande un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>Mot de &amp;passe du serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>&amp;Regarder seulement (en spectateur)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>Re&amp;joindre</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>Impossible de chercher sur le réseau local&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (hôte&#xa0;: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>une autre version de Project L</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n partie trouvée</numerusform>
            <numerusform>%n parties trouvées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>Recherche de parties sur ce réseau…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>Aucune partie trouvée sur ce réseau pour l’instant. Ou saisissez l’adresse de l’hôte ci-dessous.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>Lister les parties du ser&amp;veur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>Demander au serveur à cette adresse quelles parties il fait tourner&#xa0;; pour en rejoindre une, il faut toujours son code d’invitation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>Parties sur ce serveur</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>Saisissez l’adresse de l’hôte, par exemple 192.168.1.20:47470.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>Demande de ses parties à %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>%n partie sur ce serveur&#xa0;: demandez le code d’invitation à son hôte.</numerusform>
            <numerusform>%n parties sur ce serveur&#xa0;: demandez le code d’invitation à leur hôte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>Aucune partie sur ce serveur pour l’instant.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>commencée</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>Le code d’invitation a 8 lettres et chiffres, comme ABCD-EFGH.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>Saisissez votre nom&#xa0;: les autres joueurs le voient.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>Spectateur</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1 est encore injoignable, nouvel essai… (essai %2)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>L’utiliser&#xa0;: prendre la carte ou la pièce, ou ouvrir le menu de votre pièce (placer, améliorer, échanger)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>Sur l’un de vos puzzles&#xa0;: ouvrir son menu (comment le terminer, indice)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>Masquer un indice, quitter l’élément sélectionné, ou annuler un Coup de Maître ou des ajustements finaux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>En tenant une pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>Déplacer la pièce au-dessus du puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>Tourner la pièce d’un quart de tour dans le sens horaire (la molette aussi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>Retourner la pièce, de gauche à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>Aller à votre puzzle suivant ou précédent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>Aller à votre premier, deuxième… puzzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>Placer la pièce là où elle est montrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>Remettre la pièce dans votre réserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>Pendant que les pièces bougent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>N’importe quelle touche sauf Tab (ou un clic) pose aussitôt les pièces en mouvement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>Après le tour d’un joueur-ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>Quand la table attend (Édition &gt; Préférences&#xa0;: pause après le tour de chaque joueur-ordinateur)&#xa0;: laisser jouer le joueur suivant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>Pendant la revue d’une partie (Partie &gt; Revoir)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>Une action en arrière ou en avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>Au début de ce tour, ou du suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>À la donne, ou à la fin de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>Jouer la partie toute seule à partir d’ici, ou la mettre en pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>Analyser la partie&#xa0;: l’ordinateur marque les tours qui ont coûté des points</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>Sur un tour marqué&#xa0;: montrer le meilleur tour ou le tour joué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>Après une analyse&#xa0;: montrer le tour marqué suivant ou le précédent</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>N’importe quelle touche</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Clavier…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>Toutes les touches du jeu et leur effet</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>Aller à la zone suivante de la table&#xa0;: votre réserve, vos puzzles, les rangées, le stock</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>Revenir à la zone précédente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>Aller à la carte, la pile ou la pièce suivante de la zone dans cette direction</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>Toutes les touches du jeu et leur effet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>Toute la partie peut se jouer au clavier. Tab passe d’un élément à l’autre sur la table, Entrée utilise celui qui est sélectionné.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>Chaque ligne&#xa0;: les touches, puis leur effet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>Commandes (menus et boutons)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>&amp;Langue du système</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>S’applique tout de suite. Un éditeur de paquets ou une partie déjà ouverts dans leur propre fenêtre changent de langue à leur prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Bienvenue dans Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>Ada et vous jouez chacun à votre tour. Un tour compte trois actions. Vous marquez des points en terminant des puzzles&#xa0;: remplissez de pièces toutes les cases creuses d’une carte. Celui qui a le plus de points à la fin gagne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>Prendre un puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>Votre première action&#xa0;: cliquez sur le puzzle&#xa0;W10 dans la rangée blanche. Il vient se placer devant vous, prêt à être rempli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>Prendre une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>Deuxième action&#xa0;: prenez une pièce de niveau 1, la pièce&#xa0;O1 d’une seule case. Cliquez dessus dans le stock.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>Placer une pièce&#xa0;: tourner et retourner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>Troisième action&#xa0;: faites glisser votre pièce&#xa0;I2 de votre réserve sur W10. Elle est couchée&#xa0;; pendant que vous la tenez, appuyez sur R (ou tournez la molette) pour la redresser, et F (ou le bouton droit) retourne une pièce. Posez-la sur les deux cases creuses du haut.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>Terminer le puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>C’était votre troisième action&#xa0;: Ada a donc joué son tour. Posez maintenant votre pièce&#xa0;O1 dans la dernière case creuse de W10. Un puzzle terminé rapporte ses points, vous rend les pièces posées dessus et vous récompense avec la pièce qui y figure.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>Améliorer une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10 vous a rapporté 1 point et une pièce&#xa0;I2. Améliorer, c’est rendre une pièce pour en prendre une d’un niveau plus élevé. Faites un clic droit sur votre pièce&#xa0;I2 (ou appuyez sur Entrée dessus) et choisissez L3 sous «&#xa0;Améliorer I2 en&#xa0;».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>Échanger une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>Échanger, c’est remplacer une pièce par une autre du même niveau ou d’un niveau inférieur. Faites un clic droit sur votre nouvelle pièce&#xa0;L3 et échangez-la contre une pièce&#xa0;I3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>Deux puzzles de plus</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada a rejoué. Prenez le puzzle&#xa0;W29 dans la rangée blanche…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>… puis W30. Vous pouvez avoir jusqu’à quatre puzzles devant vous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>Le Coup de Maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>Une fois par tour, le Coup de Maître place une pièce sur chacun de vos puzzles pour une seule action. Appuyez sur «&#xa0;Coup de Maître&#xa0;» (M), faites glisser votre pièce&#xa0;I3 (debout) sur les trois cases creuses du haut de W29 et votre pièce&#xa0;I2 (debout) sur les deux cases creuses du haut de W30, puis appuyez sur «&#xa0;Valider&#xa0;» (Ctrl+Entrée).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>Avance rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>La leçon passe maintenant à la manche 7 de cette partie, près de la fin. Vous avez trois puzzles terminés&#xa0;; il ne reste qu’une carte dans la pile noire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>Retourner une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>Les dernières cases creuses de W20 forment l’image miroir de votre pièce L4 telle qu’elle est posée dans votre réserve&#xa0;: la tourner ne suffit pas. Faites glisser la pièce L4 sur W20&#xa0;; en la tenant, appuyez sur F (ou le bouton droit) pour la retourner et sur R (ou la molette) pour la tourner jusqu’à ce qu’elle épouse la partie creuse, puis lâchez-la. Terminer W20 libère une place pour un nouveau puzzle.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>Quand la pile noire est épuisée, la fin de la partie est déclenchée. Prenez B16&#xa0;: la dernière carte noire prend sa place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>La dernière manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>Cette manche se joue jusqu’au bout, puis chacun joue une manche de plus&#xa0;: la dernière manche. Jouez librement maintenant&#xa0;; les indices sont disponibles (Aide &gt; Indice, H). Quand il n’y a plus rien d’utile à faire, finissez votre tour (E).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>Ajustements finaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>Après la dernière manche viennent les ajustements finaux&#xa0;: vous pouvez encore poser des pièces de votre réserve sur vos puzzles inachevés pour les terminer, mais chaque pièce coûte 1 point et il n’y a plus de récompense.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>Votre score est la somme des points de vos puzzles terminés, moins vos ajustements finaux&#xa0;; les puzzles inachevés ne rapportent rien. Le meilleur score l’emporte. Posez des pièces, ou aucune, et appuyez sur «&#xa0;Terminé&#xa0;»&#xa0;: les résultats montrent qui a gagné. Vous connaissez maintenant le jeu&#xa0;: amusez-vous bien&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>Leçon solo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>La grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>En solo, les puzzles sont disposés en une grille de trois colonnes. Vous y prenez des puzzles&#xa0;; l’adversaire automatisé aussi, à la fin de chacun de vos tours.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>Verrous et jetons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>Des jetons au-dessus d’une colonne la verrouillent&#xa0;: l’adversaire ne peut rien prendre dans une colonne verrouillée. Prendre un puzzle dans une colonne verrouillée fait passer l’un de ses jetons dans la réserve de l’adversaire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>Ouvrir une colonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>Prenez W12 dans la colonne de gauche. Son unique jeton passe à l’adversaire&#xa0;: la colonne de gauche est maintenant ouverte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>Prenez une pièce de niveau 1 dans le stock.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>Comment l’adversaire choisit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>À la fin de votre tour, l’adversaire prend le puzzle qui rapporte le plus de points dans une colonne ouverte (le premier en cas d’égalité). Puis il place tous ses jetons, plus un jeton de chaque autre colonne, au-dessus de cette colonne. Si toutes les colonnes sont verrouillées, il ne prend rien et chaque colonne perd un jeton à la place.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>Finir votre tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>Votre dernière action&#xa0;: posez votre pièce&#xa0;I2 sur W12, là où elle tient. Regardez ensuite jouer l’adversaire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>L’importance des colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>Il a pris W04 (2 points) dans la colonne de gauche, qui était ouverte, et l’a verrouillée avec ses jetons. Une colonne que vous videz de ses jetons s’ouvre à l’adversaire&#xa0;: gardez les puzzles qui vous intéressent dans des colonnes verrouillées et ne lui laissez que ceux de faible valeur. La colonne de droite est maintenant ouverte&#xa0;: surveillez-la.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>La suite de la partie est à vous, avec les indices disponibles (Aide &gt; Indice, H). Battez le score de l’adversaire&#xa0;!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Apprendre à jouer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>Une première partie guidée contre un joueur-ordinateur facile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>Leçon &amp;solo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>Une courte partie solo guidée&#xa0;: la grille, les verrous et l’adversaire automatisé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>&amp;Quitter la leçon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>Arrêter la leçon&#xa0;; Apprendre à jouer la reprend</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>Apprendre à &amp;jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>Une première partie guidée, règle par règle</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>Vous avez quitté cette leçon à l’étape %1 sur %2. Reprendre à partir de là, ou recommencer depuis le début&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>&amp;Reprendre la leçon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>Vous avez quitté la leçon&#xa0;: Aide &gt; Apprendre à jouer… la reprend</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>Lisez d’abord la note de la leçon&#xa0;: appuyez sur Suivant (ou F6, puis Entrée)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>Pas maintenant&#xa0;: la leçon vous demande d’abord ceci&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>&amp;Fermer la leçon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>&amp;Quitter la leçon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2&#xa0;sur&#xa0;%3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>Bibliothèque de paquets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>Vos paquets sont conservés dans le dossier de la bibliothèque de paquets&#xa0;; le jeu les propose dans sa fenêtre de nouvelle partie.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>intégré · lecture seule</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>Partie en réseau&#xa0;: salon</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>À donner à vos amis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>Code d’invitation&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>Code d’invitation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>Copier le code d’invitation et les adresses</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>Adresses&#xa0;:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>Adresses</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>&amp;Retirer un joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>Retirer ce joueur de sa place&#xa0;: la place attend un autre joueur</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>Arrêter l’héber&amp;gement</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>Ne plus héberger cette partie&#xa0;: les joueurs qui l’ont rejointe sont déconnectés</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>Cette partie se joue sur le serveur à %1. Vos amis la rejoignent par Partie &gt; Rejoindre une partie en réseau&#xa0;: ils saisissent cette adresse, puis le code d’invitation.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>Création de la salle sur le serveur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>&amp;Quitter la salle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>Quitter cette partie sur le serveur&#xa0;: le serveur ferme la salle dès qu’elle est vide</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>Cette partie enregistrée reprend quand chaque joueur a retrouvé sa place&#xa0;: ils la rejoignent avec l’adresse et le code ci-dessous, sous le même nom qu’avant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>Vos amis rejoignent la partie par Partie &gt; Rejoindre une partie en réseau&#xa0;: ils la trouvent sur le réseau local ou saisissent une adresse ci-dessous, puis le code d’invitation.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>Cet ordinateur n’a aucune adresse réseau joignable par d’autres&#xa0;: seuls les joueurs de cet ordinateur peuvent rejoindre la partie (port %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>Des amis hors de votre réseau domestique ne peuvent rejoindre la partie que si votre routeur redirige le port TCP %1 vers cet ordinateur (ou avec un serveur dédié)&#xa0;: voir «&#xa0;Play over the network&#xa0;» dans le README.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>Ouvrir le README</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>Place %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>Ouverture de la salle…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>La partie a commencé.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>En attente de %n joueur (place %1).</numerusform>
            <numerusform>En attente de %n joueurs (places %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>En attente que %1 soit prêt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>Tout le monde est là et prêt&#xa0;: lancez la partie quand vous voulez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>Code d’invitation&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>Je suis &amp;prêt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>Dites à l’hôte que vous êtes prêt à commencer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>Une IA &amp;joue pour un joueur déconnecté après&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>Une IA joue pour un joueur déconnecté après</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>En attente du salon…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>Partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>Les places de la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (joueur-ordinateur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (hôte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>L’IA joue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>Place libre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>Pas prêt</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n spectateur regarde</numerusform>
            <numerusform>%n spectateurs regardent</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>Cette partie est distribuée à partir d’une graine saisie par l’hôte&#xa0;: la donne n’a rien de secret, et qui connaît la graine connaît chaque carte encore face cachée.</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>Bandeau du journal de la partie</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Journal de la partie (%n nouveau)</numerusform>
            <numerusform>Journal de la partie (%n nouveaux)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>Afficher le journal de la partie (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>Ouvre la liste de tout ce qui s’est passé pendant la partie</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>Re&amp;joindre une partie en réseau…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>Jouer à une partie qu’un autre programme héberge, sur ce réseau ou à une adresse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>Quitter &amp;la partie en réseau…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>Quitter la partie en réseau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>Quitter cette partie&#xa0;? Tant qu’elle continue, vous pouvez reprendre votre place&#xa0;: rejoignez-la avec la même adresse, le même code d’invitation et le même nom.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>Il n’y a pas de partie avec ce code d’invitation à %1. Vérifiez le code et l’adresse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>Le code d’invitation n’est pas bon. Redemandez-le à l’hôte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>Toutes les places de cette partie sont prises. Vous pouvez quand même la regarder&#xa0;: cochez Regarder seulement.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>Impossible de joindre %1. Vérifiez l’adresse, et que le programme de l’hôte tourne et peut être joint (pare-feu, redirection de port).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>L’hôte joue avec une autre version de Project L, qui parle une autre version du protocole réseau. Utilisez la même version sur les deux ordinateurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>Le serveur à %1 demande un mot de passe&#xa0;: saisissez celui que son administrateur vous a donné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>Le serveur est plein. Réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>L’hôte a fermé la connexion&#xa0;: trop de messages.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>Cette partie n’accepte plus de spectateurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>Le serveur à %1 n’accepte plus de connexions ni de parties venant de votre adresse réseau. Fermez-en quelques-unes (autres fenêtres du jeu, joueurs-ordinateurs connectés), puis réessayez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>L’hôte a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>Dans le salon. La partie commence quand l’hôte la lance.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>Connexion perdue, reconnexion… (essai %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>L’hôte n’a pas accepté le coup</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 dit&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>Partie en réseau&#xa0;: l’hôte vérifie vos coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>Vous regardez cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>La partie en réseau est terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>De retour dans la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>La connexion à l’hôte est fermée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>Vous avez quitté la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1 a perdu la connexion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>Une IA joue pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 est de retour dans la partie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>Vous regardez&#xa0;: les spectateurs ne peuvent pas déplacer de pièces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>Attendez le retour de la connexion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>Attendez la réponse de l’hôte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>C’est à %1 de jouer</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>Impossible de joindre le serveur à %1. Vérifiez l’adresse, et que le serveur fonctionne et est joignable d’ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>Le serveur à %1 a refusé le mot de passe&#xa0;: saisissez dans la fenêtre Nouvelle partie celui que son administrateur vous a donné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>Le serveur à %1 est plein. Réessayez plus tard, ou hébergez la partie sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>Le serveur à %1 a autant de parties qu’il peut en accueillir. Réessayez plus tard, ou hébergez la partie sur cet ordinateur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>Le serveur à %1 est occupé. Réessayez dans un instant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>Le programme à %1 héberge sa propre partie&#xa0;: ce n’est pas un serveur sur lequel lancer des parties. Rejoignez plutôt sa partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>Le serveur à %1 utilise une autre version de Project L, qui parle une autre version du protocole réseau. Utilisez la même version que le serveur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>Le serveur à %1 a fermé la connexion (%2)&#xa0;: la partie qui y attendait n’existe plus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>Le serveur à %1 n’a pas accepté la configuration de cette partie&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>Un joueur seul joue la variante solo contre l’adversaire automatisé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>Standard (l’adversaire commence avec 6 jetons)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>Difficile (3 jetons)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>Impossible (aucun jeton)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>&amp;Difficulté solo&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Tiré au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>Joueur 1, puis dans l’ordre des places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>Qui joue le premier tour&#xa0;; on joue ensuite dans l’ordre des places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>&amp;Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>Niveau de l’IA</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>À distance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>Un joueur sur un autre ordinateur rejoint cette partie par le réseau</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>Le joueur %1 est joué par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>Niveau de l’IA du joueur %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (illisible)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>Pa&amp;quet&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>Le nom que voient les joueurs qui cherchent des parties sur le réseau local</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>&amp;Nom de la partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>Le port TCP auquel les autres joueurs se connectent (%1 s’il est libre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>Proposer sur le réseau &amp;local</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>Les joueurs du même réseau trouvent la partie par Partie &gt; Rejoindre une partie en réseau&#xa0;; il leur faut quand même le code d’invitation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 secondes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 minutes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 minutes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>Quand la connexion d’un joueur tombe, l’ordinateur joue à sa place après ce délai, jusqu’à son retour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>Si un joueur décroche, l’&amp;IA prend le relais après&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>Un serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>Cet ordinateur héberge la partie, ou un serveur dédié (project-l serve) que vos amis peuvent joindre la fait tourner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>Où se jo&amp;ue la partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>&amp;Adresse du serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 ou wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>L’adresse du serveur&#xa0;: hôte:port, ou une adresse ws:// ou wss://</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>Seulement si le serveur en demande un&#xa0;; il n’est pas conservé après la fermeture du programme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>Mot de passe du ser&amp;veur&#xa0;:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>Saisissez l’adresse du serveur, comme server.example.org:47470 ou wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>Deux joueurs s’appellent %1&#xa0;: donnez à chacun un nom différent</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>Une partie avec des joueurs à distance a au plus un joueur sur cet ordinateur&#xa0;: mettez les autres places sur «&#xa0;À distance&#xa0;» ou «&#xa0;Ordinateur&#xa0;»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>Le paquet «&#xa0;%1&#xa0;» ne se joue pas avec ce nombre de joueurs&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>La même graine donne la même distribution. Laissée vide, la donne est secrète&#xa0;: personne ne peut connaître les cartes face cachée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>Une graine n’est pas un secret&#xa0;: qui la connaît connaît chaque carte encore face cachée. Laissez-la vide pour une donne secrète.</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>Le nom du joueur %1 contient des caractères qu’un nom ne peut pas contenir (%2)&#xa0;: retirez-les</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>Le nom de la partie contient des caractères qu’un nom ne peut pas contenir (%1)&#xa0;: retirez-les</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>Palette pour &amp;daltoniens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>Peindre les pièces dans des couleurs que les personnes daltoniennes distinguent</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>Grille de dessin de la pièce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>Cliquez ou faites glisser pour ajouter ou retirer des cases&#xa0;; les flèches et Espace fonctionnent aussi.</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>Nouvelle pièce</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>Ajouter la plus petite forme que le paquet n’a pas encore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>Dessinez de 1 à 5 cases qui se touchent par un côté. Commencez sur une case de la pièce pour retirer des cases.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>Choisir n’importe quelle couleur</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>Couleur %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>Pièces dans le stock</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>Renommer la pièce&#xa0;: les puzzles qui la donnent suivent le nouvel id</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>Miroir</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>Tourner la pièce d’un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>Retourner la pièce de gauche à droite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>Pièce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>Dans le stock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>Dans le paquet</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>niveau %1 · %2 dans le stock</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>%1, %2, %3 dans le stock</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n forme</numerusform>
            <numerusform>%n formes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (son nombre de cases)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Récompense de %n puzzle&#xa0;: %1</numerusform>
            <numerusform>Récompense de %n puzzles&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>Aucun puzzle ne la donne en récompense.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>Chaque joueur commence avec %n exemplaire.</numerusform>
            <numerusform>Chaque joueur commence avec %n exemplaires.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>Le paquet a déjà toutes les formes de 1 à 5 cases.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>Supprimer la pièce</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 est la récompense de %n puzzle. Tant qu’il n’a pas d’autre récompense, le paquet est un brouillon&#xa0;: il peut être enregistré, mais pas joué. Supprimer quand même&#xa0;?</numerusform>
            <numerusform>%1 est la récompense de %n puzzles. Tant qu’ils n’ont pas d’autre récompense, le paquet est un brouillon&#xa0;: il peut être enregistré, mais pas joué. Supprimer quand même&#xa0;?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>Pièces placées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>Désactivée (instantanée)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>Vitesse d’animation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>À quelle vitesse les cartes et les pièces se déplacent sur la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Vitesse d’animation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>&amp;Pause après le tour de chaque joueur-ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>Pause après le tour de chaque joueur-ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>La table attend que vous continuiez, pour que vous puissiez suivre ce qui a été joué</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>&amp;Demander avant de finir un tour avec des actions restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>Demander avant de finir un tour avec des actions restantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>Finir le tour demande d’abord confirmation s’il vous reste des actions</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>&amp;Afficher des conseils aux situations nouvelles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>Afficher des conseils aux situations nouvelles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>De courts conseils sur la table expliquent une situation la première fois qu’elle se présente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>Réafficher &amp;tous les conseils</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>Adaptées aux daltoniens</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>Couleurs des pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>Des couleurs que les personnes atteintes de daltonisme rouge-vert distinguent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>&amp;Couleurs des pièces&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>Zoom de la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>Ajuster toute la table à la fenêtre, ou l’afficher à une taille fixe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>&amp;Zoom de la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>Revue des parties</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>Légère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>Approfondie (lente)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>Profondeur d’analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>Combien de temps l’ordinateur réfléchit à chaque tour quand il analyse une partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>Pro&amp;fondeur d’analyse&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>Fermer les préférences</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>L’IA «&#xa0;Difficile&#xa0;» &amp;réfléchit plus longtemps à deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>L’IA «&#xa0;Difficile&#xa0;» réfléchit plus longtemps à deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>Jusqu’à 3 secondes par action au lieu de 1, et elle joue mieux. Les autres parties ne changent pas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>Chaque conseil ne s’affiche qu’une fois&#xa0;; les conseils déjà vus reviennent</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>Jouer les &amp;sons</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>De courts sons quand une pièce s’emboîte, qu’un puzzle est terminé, que votre tour arrive et que la partie se termine</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>V&amp;olume&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>À imprimer &amp; jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print card &amp;backs (two-sided printing)</source>
        <translation>Imprimer les &amp;dos des cartes (impression recto verso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>Retourner sur le bord long</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>Retourner sur le bord court</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>Formes personnalisées seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>Toutes les formes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>Aucune pièce</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Format du papier&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>&amp;Recto verso&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>P&amp;ièces à découper&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>Chaque page de cartes est suivie d’une page de leurs dos&#xa0;: imprimez recto verso, en taille réelle. Les pièces des formes classiques viennent de la boîte du jeu.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>Le fichier de l’image est trop volumineux.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>Ce fichier n’est pas une image lisible (PNG ou JPEG).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>L’image ne peut pas être assez réduite pour le paquet.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>L’emblème du jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>Le nom du paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>Le nom du paquet et une image</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>C&amp;hoisir une image…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>Les dos &amp;montrent&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>Image&#xa0;:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>Les dos du paquet classique sont ceux du jeu&#xa0;: dupliquez le paquet pour donner à ses dos un motif qui lui est propre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>Le motif des dos est enregistré avec le paquet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>Une image de %1&#xa0;ko</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>Aucune image choisie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>Choisir une image pour le dos des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>Carte de puzzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>Cliquez ou faites glisser pour peindre les cases creuses&#xa0;; les flèches et Espace fonctionnent aussi.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>Ce paquet n’a pas encore de puzzle.
Ajoutez un puzzle blanc ou noir pour commencer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>Aucun puzzle sélectionné</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>mélangés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>Pièce en récompense</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>Tourner les cases d’un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>Miroir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>Retourner les cases de gauche à droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>Rendre toutes les cases pleines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>Montrer une solution</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>Montrer sur la carte une façon de la remplir avec les pièces du stock</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>La solution précédente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>La solution suivante</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Minimum de pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>inconnu&#xa0;: trop difficile pour le solveur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>impossible à remplir</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>Aucun problème&#xa0;: cette carte peut être terminée.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>Tourner %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>Miroir de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>Vider %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>Recherche des solutions…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>Trop de possibilités pour montrer une solution.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>Les pièces du stock ne peuvent pas remplir cette carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>Solution %1 sur %2&#xa0;: %n pièce</numerusform>
            <numerusform>Solution %1 sur %2&#xa0;: %n pièces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>L’identifiant et les points de la carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>Blanc ou noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>Points de victoire quand il est terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>La pièce prise dans le stock quand il est terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Cases creuses à remplir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Minimum de pièces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>Le plus petit nombre de pièces du stock qui le remplissent&#xa0;: placer chacune coûte une action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>De combien de façons les pièces du stock le remplissent&#xa0;: moins de façons sont plus difficiles à voir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>Ce que la vérification dit de la carte</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n pt</numerusform>
            <numerusform>%1 · %n pts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>Blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>Noir</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n constat</numerusform>
            <numerusform>%n constats</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1&#xa0;: puzzle %2, %n point, récompense %3</numerusform>
            <numerusform>%1&#xa0;: puzzle %2, %n points, récompense %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>trop nombreuses pour être comptées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>une seule façon&#xa0;: difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>peu de façons&#xa0;: délicat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>quelques façons&#xa0;: moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>beaucoup de façons&#xa0;: facile</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>Cartes de puzzle</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>Ajouter un puzzle blanc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>Ajouter un puzzle noir</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>Cliquez ou faites glisser sur la carte pour peindre les cases à remplir&#xa0;; commencez sur une case remplie pour effacer.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Cases</translation>
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
            <numerusform>%n noir</numerusform>
            <numerusform>%n noirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n blanc</numerusform>
            <numerusform>%n blancs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>Trier les cartes par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>Ordre du paquet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>L’ordre d’affichage des cartes (le paquet garde son propre ordre)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>Trier&#xa0;:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>Cartes de puzzle en tableau</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>Ajouter une copie des puzzles sélectionnés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>Supprimer les puzzles sélectionnés</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>%n carte copiée</numerusform>
            <numerusform>%n cartes copiées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>Le presse-papiers ne contient aucune carte à coller.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>Aucune carte collée&#xa0;: un paquet contient au plus 500 puzzles.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>%n carte collée</numerusform>
            <numerusform>%n cartes collées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Laissée de côté, car un paquet contient au plus 500 puzzles&#xa0;: %n carte.</numerusform>
            <numerusform>Laissées de côté, car un paquet contient au plus 500 puzzles&#xa0;: %n cartes.</numerusform>
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
        <translation>Puzzles terminés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>Aucun puzzle terminé</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>Puzzles inachevés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1&#xa0;: inachevé, %2 de moins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/qt_words.py" line="+145"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>Dossier de fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>Tout &amp;sélectionner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>&amp;Augmenter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>&amp;Diminuer</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>Sélectionner une couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>Couleurs de &amp;base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Couleurs personnalisées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Ajouter aux couleurs personnalisées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Sélectionner une couleur à l’écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Curseur à %1, %2
Appuyer sur Échap pour annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Teinte&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Saturation&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>V&amp;aleur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Rouge&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>&amp;Vert&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>Ble&amp;u&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>Canal a&amp;lpha&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <location line="-81"/>
        <source>Float</source>
        <translation>Détacher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Détache et ré-attache le widget attaché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>Ferme le widget attaché</translation>
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
Dossier introuvable.
Veuillez vérifier que le nom du dossier est correct.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fichier introuvable.
Veuillez vérifier que le nom du fichier est correct.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Le fichier %1 existe déjà
Voulez-vous l’écraser&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Choisir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>Suppri&amp;mer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&quot;%1&quot; est protégé en écriture.
Voulez-vous quand même le supprimer&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Êtes-vous sûr de vouloir supprimer &quot;%1&quot;&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>Affichage la vue sous forme détaillée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>Affiche la vue sous forme de liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>Impossible de supprimer le dossier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Créer un nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>Crée un nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Vue détaillée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>Chercher dans le dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>Aller à l’élément précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>Va à l’élément suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>Va au dossier parent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Vue en liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>Liste des emplacements et des favoris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>Nouveau dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>Emplacements récents</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>Afficher </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Afficher les fic&amp;hiers cachés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>Barre latérale</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>Poste de travail</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>Entrer une valeur&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Montrer les détails…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Masquer les détails…</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>Im&amp;primer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Options &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Options &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>Toutes les pages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>Pages impaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>Pages paires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>Fichier local</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>Imprime dans un fichier PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>Imprimer dans un fichier (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>Imprimer dans un fichier…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 existe.
Voulez-vous l’écraser&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 est un dossier.
Veuillez choisir un nom de fichier différent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Impossible d’écrire dans le fichier %1.
Veuillez choisir un nom de fichier différent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>Définition des pages non valable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 est syntaxiquement incorrect. Veuillez utiliser &quot;,&quot; pour séparer les pages ou les suites de pages, &quot;-&quot; pour définir des suites de pages et assurez-vous que les suites de pages ne se recouvrent pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>La valeur &quot;De&quot; ne peut pas être plus grande que la valeur &quot;à&quot;.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>Imprimer la sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>Imprimer tout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>Pages de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>Page courante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>&amp;Jeu de pages&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>Paramètres de sortie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>Copies&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>Assembler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>Ordre inverse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>Mode de couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>Dégradé de gris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>Impression en recto verso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Spécifiez des pages ou des suites de pages séparées par des virgules. Les suites de pages sont spécifiées en utilisant deux nombres séparés par un tiret. Par exemple&#xa0;: 3,5-7,9 imprimera les pages 3, 5, 6, 7 et 9.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>Imprimante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>P&amp;ropriétés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>Emplacement&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>&amp;Fichier de sortie&#xa0;:</translation>
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
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>Défiler jusqu’ici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>Bord gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>Haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>Bord droit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>Bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>Défiler vers la gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>Défiler vers le haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>Défiler vers la droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>Défiler vers le bas</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>Défiler vers la gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>Défiler vers la droite</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>Copier l’adresse du &amp;lien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
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
        <translation> ou </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>en haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>deuxième en partant du haut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>dans la rangée du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>deuxième en partant du bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>en bas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>deuxième en partant de la gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>dans la colonne du milieu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>deuxième en partant de la droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>au centre</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>Choisissez d’abord la récompense de {puzzle}&#xa0;: {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>Il ne reste que les ajustements finaux&#xa0;: placez des pièces (1 point chacune) ou passez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>Les ajustements finaux viennent après la dernière manche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>Vous avez déjà {limit} puzzles inachevés&#xa0;: terminez-en un avant d’en prendre un autre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle} n’est pas dans la grille&#xa0;: prenez l’un des puzzles face visible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle} n’est pas dans une rangée&#xa0;: prenez l’un des puzzles face visible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>Le stock est vide&#xa0;: il n’y a aucune pièce à prendre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>Choisissez la pièce à prendre&#xa0;: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>Il n’y a pas de pièce {piece} dans cette partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>Vous ne pouvez pas prendre {piece}&#xa0;: la pièce de niveau 1 à prendre est {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>Vous ne pouvez pas prendre {piece}&#xa0;: choisissez {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>Vous n’avez pas d’autre {piece} dans votre réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>Vous n’avez pas de {piece} dans votre réserve.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>Échangez {piece} contre une autre forme, pas contre une autre {piece}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>Le stock n’a plus de {piece}&#xa0;: choisissez une autre pièce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>Il ne reste aucune pièce au-dessus du niveau {level} en laquelle améliorer {piece}&#xa0;: elle ne peut qu’être échangée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>Une amélioration de {piece} mène au niveau {next_level}, le niveau suivant qui a des pièces dans le stock, et non au niveau {level}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>Vous avez déjà réalisé le Coup de Maître ce tour-ci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>Placez au moins une pièce lors d’un Coup de Maître.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>Un Coup de Maître place au plus une pièce sur chaque puzzle&#xa0;: {puzzle} en a deux.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>Il n’y a aucune récompense à choisir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>La récompense de {puzzle} doit être {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>Ce n’est pas une action du jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle} est déjà terminé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle} n’est pas l’un de vos puzzles&#xa0;: placez des pièces sur vos propres puzzles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>La pièce dépasse de la carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>La pièce désigne deux fois la même case ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>La pièce couvre une case pleine de {puzzle} ({square})&#xa0;: les pièces se posent sur les cases creuses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>La pièce couvre une case de {puzzle} déjà remplie ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>Ces cases ne dessinent pas la forme de {piece}&#xa0;: tournez-la ou retournez-la.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>Cette action est marquée pour le joueur {marked}, mais c’est au tour du joueur {current}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>Il manque encore une case de pièces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>Il manque encore {amount} cases de pièces.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>La dernière case vide demande une pièce d’une case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>Les {amount} cases vides sont en nombre impair, et chaque pièce couvre un nombre pair de cases.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>La case vide isolée ({square}) demande une pièce d’une case.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>Aucune pièce ne tient sur l’une des cases vides ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>La zone séparée de {amount} cases (dont {square}) ne peut pas être remplie avec ces pièces.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>Chacune des {amount} zones séparées peut être remplie, mais pas toutes à la fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>Aucune combinaison de ces pièces ne convient.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>Deux puzzles ont l’id {puzzle}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>Le puzzle {puzzle} a le même id qu’une pièce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>L’id de puzzle {shown} doit compter de 1 à 16 caractères imprimables.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}&#xa0;: la couleur doit être blanc ou noir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}&#xa0;: les points doivent être compris entre 0 et 99.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}&#xa0;: sa récompense {reward} n’est pas une pièce de ce paquet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>{puzzle} n’a aucune case creuse&#xa0;: peignez les cases à remplir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle} est une copie de {other}&#xa0;: même forme (à rotation et symétrie près), même couleur, mêmes points et même récompense.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>{puzzle} a la même forme que {other} (à rotation et symétrie près), avec d’autres points ou une autre récompense.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>Le paquet n’a pas pu être relu depuis son fichier&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>Le paquet n’a aucune pièce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>Deux pièces ont l’id {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>L’id de pièce {shown} doit compter de 1 à 16 caractères imprimables.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece} doit avoir de 1 à {max} cases reliées.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>{piece} a la même forme que {other} (à rotation et symétrie près).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}&#xa0;: le nombre dans le stock doit être compris entre 0 et 99.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>{piece} n’a aucun exemplaire dans le stock&#xa0;: elle n’entre jamais en jeu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle} ne peut pas être rempli avec les pièces de ce paquet. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle} ne peut pas être rempli avec les pièces du stock. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>{puzzle} offre trop de possibilités pour le solveur&#xa0;: il n’a pas pu établir, dans ses limites, si le stock peut le remplir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle} peut être rempli, mais il offre trop de possibilités pour que le solveur compte ses solutions ou trouve le minimum de pièces dans ses limites.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}&#xa0;: les cases creuses forment {parts} zones séparées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle} ne peut être rempli que d’une seule façon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>Le paquet n’a aucun puzzle blanc.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>Le paquet n’a aucun puzzle noir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>La table de mise en place doit indiquer un nombre de puzzles noirs pour {players} joueurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>{players} joueurs demandent {need} puzzles noirs (table de mise en place)&#xa0;; le paquet en a {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>À {players} joueurs, les {need} puzzles noirs vont tous dans la rangée d’un coup&#xa0;: la partie se termine après une manche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>{players} joueurs demandent {need} puzzles blancs (table de mise en place)&#xa0;; le paquet en a {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>La rangée blanche a {row} places mais le paquet n’a que {have} puzzles blancs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>La partie solo demande {need} puzzles blancs&#xa0;; le paquet en a {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>La partie solo demande {need} puzzles noirs&#xa0;; le paquet en a {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>La partie solo distribue 9 cartes&#xa0;: sa mise en place demande au moins 9 puzzles (actuellement {have}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>La réserve de départ mentionne {piece}, qui n’est pas une pièce de ce paquet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>À quatre joueurs, chacun commence avec {need} exemplaires de {piece}, mais le stock en a {have}&#xa0;: certains joueurs commencent avec une autre pièce.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>Le paquet n’a pas de nom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>Récompenses&#xa0;: {rewards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>Aucun puzzle ne donne {pieces} en récompense.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} puzzles blancs valant {points} points au total (de {low} à {high} chacun).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} puzzles noirs valant {points} points au total (de {low} à {high} chacun).</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>Cette action était prévue pour la position après {step} actions, mais la partie en est à {now} actions&#xa0;: regardez à nouveau la table.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece} a la même couleur que {other}&#xa0;: seules leurs formes les distinguent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} est la récompense de {puzzles} puzzles, mais le stock n’en a que {have}&#xa0;: une fois épuisées, les joueurs reçoivent une autre pièce à la place.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>le fichier n’existe pas (ou plus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>c’est un tube (FIFO), pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>c’est un socket, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>c’est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>le fichier ne peut pas être lu&#xa0;: permission refusée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>le fichier est un lien qui tourne en rond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>le fichier ne peut pas être lu&#xa0;: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>le nom du fichier n’est pas valable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>le fichier ne peut pas être lu pour l’instant (il est verrouillé ou pas prêt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>le fichier fait {size}, plus que ne peut en faire {what} (au plus {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>le fichier est plus grand que ne peut l’être {what} (au plus {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what} n’est pas un texte valable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} dépasse {limit} caractères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what} doit être du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>le fichier contient un nombre trop grand pour être lu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>le fichier n’est pas du texte (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}&#xa0;: le champ «&#xa0;{key}&#xa0;» manque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}&#xa0;: le champ «&#xa0;{key}&#xa0;» doit être un nombre entier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}&#xa0;: le champ «&#xa0;{key}&#xa0;» n’a pas le bon type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}&#xa0;: id incorrect {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where} doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where} demande un nombre positif pour {players} joueurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>un paquet doit être un objet JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>le paquet n’a pas de numéro de version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>le paquet est en version {version}, plus récente que ce que lit ce jeu ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>version de paquet inconnue {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>le paquet n’a aucune pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>le paquet a trop de formes de pièces ({most} au plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>pièce {piece}&#xa0;: une case s’écrit [ligne, colonne] avec des valeurs de 0 à 4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>pièce {piece}&#xa0;: une pièce a de 1 à {most} cases différentes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>pièce {piece}&#xa0;: ses cases ne se touchent pas toutes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>pièce {piece}&#xa0;: le nombre doit être compris entre 0 et 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>pièce {piece}&#xa0;: sa couleur doit s’écrire #rrggbb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>deux pièces ont l’id {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>les pièces {piece} et {other} ont la même forme, à rotation et retournement près</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>le paquet a trop de puzzles ({most} au plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>deux puzzles ont l’id {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>le puzzle {puzzle} a le même id qu’une pièce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>puzzle {puzzle}&#xa0;: la couleur doit être «&#xa0;white&#xa0;» ou «&#xa0;black&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>puzzle {puzzle}&#xa0;: les points doivent être compris entre 0 et 99</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>puzzle {puzzle}&#xa0;: sa récompense {shown} n’est pas une pièce de ce paquet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>puzzle {puzzle}&#xa0;: les cases doivent former 5 lignes de 5 caractères «&#xa0;.&#xa0;» ou «&#xa0;#&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>le puzzle {puzzle} n’a aucune case creuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>paquet&#xa0;: «&#xa0;setup&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supply doit lister des id de pièces de ce paquet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply&#xa0;: {most} pièces au plus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_size doit être un nombre de 1 à 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo&#xa0;: les nombres de blancs et de noirs doivent donner au moins 9 puzzles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locks doit compter trois nombres (les verrous au-dessus des colonnes 1 à 3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supply demande un nombre pour standard, challenging et unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>le fichier est trop grand pour un paquet (plus de {limit} Mo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>le fichier n’est pas un fichier de paquet JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>le fichier est trop profondément imbriqué pour un paquet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>«&#xa0;{key}&#xa0;» doit être une liste d’id de puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where} doit compter exactement {size} cartes, pas {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}&#xa0;: id de puzzle inconnu {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}&#xa0;: id de pièce inconnu {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}&#xa0;: {puzzle} est un puzzle blanc, pas un noir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}&#xa0;: {puzzle} est un puzzle noir, pas un blanc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}&#xa0;: {puzzle} apparaît deux fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>un enregistrement de partie doit être un objet JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>l’enregistrement n’a pas de numéro de version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>version d’enregistrement non prise en charge {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>version d’enregistrement non prise en charge {version} (faite par une version plus récente du jeu)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>le paquet intégré n’est pas valable&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>le paquet intégré est trop profondément imbriqué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>«&#xa0;players&#xa0;» doit être une liste de noms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>«&#xa0;solo&#xa0;» doit être un objet dont «&#xa0;difficulty&#xa0;» vaut standard, challenging ou unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>une partie solo a exactement un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>une partie compte de 2 à 4 joueurs, pas {count} (ou 1 avec «&#xa0;solo&#xa0;»)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>«&#xa0;seed&#xa0;» doit être un nombre entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>«&#xa0;seed&#xa0;» est hors limites</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>la pile solo doit compter exactement {size} cartes, pas {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>la pile solo ne correspond pas au seed</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>ce n’est pas un fichier de paquet Project L (le format n’est pas «&#xa0;{format}&#xa0;»)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>le paquet est un brouillon qui ne se joue pas en solo (project-l deck validate dit ce qui lui manque)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>le paquet est un brouillon qui ne se joue pas à {players}&#xa0;joueurs (project-l deck validate dit ce qui lui manque)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>le champ «&#xa0;back&#xa0;» du paquet doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>le dos des cartes doit être l’un de ces motifs&#xa0;: {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>l’image du dos des cartes doit être du texte (un fichier PNG ou JPEG en base64)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>l’image du dos des cartes n’est pas du texte en base64</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>l’image du dos des cartes dépasse {kb}&#xa0;ko</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>l’image du dos des cartes doit être une image PNG ou JPEG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>les cartes copiées sont trop volumineuses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>le presse-papiers ne contient pas de cartes copiées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>des cartes copiées en version {version} ne peuvent pas être lues</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>il manque aux cartes copiées leurs puzzles ou leurs pièces</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>ce n’est pas un enregistrement de partie Project L (le format n’est pas «&#xa0;{format}&#xa0;»)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>un enregistrement solo donne un seul «&#xa0;{key}&#xa0;», pas une pile blanche et une pile noire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>l’enregistrement ne donne ni «&#xa0;{key}&#xa0;» ni «&#xa0;seed&#xa0;»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>«&#xa0;{key}&#xa0;» est réservé aux enregistrements solo&#xa0;; donnez «&#xa0;white_deck&#xa0;» et «&#xa0;black_deck&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>donnez à la fois «&#xa0;white_deck&#xa0;» et «&#xa0;black_deck&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>l’enregistrement ne donne ni les piles ni «&#xa0;seed&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>les piles ne correspondent pas au seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>«&#xa0;actions&#xa0;» doit être une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>l’enregistrement compte plus de {most} actions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}&#xa0;: «&#xa0;player&#xa0;» doit être le numéro d’un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>un champ que le jeu ne connaît pas contient un texte non valable</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>le fichier dépasse {limit} Mo&#xa0;: trop grand pour un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>le fichier n’est pas du JSON (ligne {line})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>le fichier est trop profondément imbriqué pour un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}&#xa0;: le champ «&#xa0;{key}&#xa0;» manque ou n’est pas du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}&#xa0;: «&#xa0;cells&#xa0;» doit être une liste de paires [ligne, colonne]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}&#xa0;: une case s’écrit [ligne, colonne]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}&#xa0;: la case [{row}, {col}] est hors de la carte (0 à 4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}&#xa0;: un placement doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}&#xa0;: «&#xa0;placements&#xa0;» doit être une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}&#xa0;: le champ «&#xa0;piece&#xa0;» doit être du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}&#xa0;: type d’action inconnu {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}&#xa0;: le champ «&#xa0;type&#xa0;» manque ou n’est pas du texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>la partie compte {players} joueurs mais {seats} places ont été données</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>l’action {index} de la partie ne peut pas être rejouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>le fichier fait {size}, plus que ne peut en faire une partie enregistrée (au plus {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>ce n’est pas une partie enregistrée&#xa0;: le fichier n’est pas du texte (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>le fichier est tronqué&#xa0;: il s’arrête au milieu des données (ligne {line})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>ce n’est pas une partie enregistrée&#xa0;: le fichier n’est pas du JSON valable (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>ce n’est pas une partie enregistrée&#xa0;: les données sont trop profondément imbriquées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>ce n’est pas une partie enregistrée&#xa0;: il contient un nombre bien trop long</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>ce n’est pas une partie enregistrée&#xa0;: le fichier contient {holds}, pas un objet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>c’est un fichier de paquet Project L, pas une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>ce n’est pas une partie enregistrée Project L&#xa0;: son format est {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>ce n’est pas une partie enregistrée Project L&#xa0;: elle n’a pas de champ «&#xa0;format&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>la partie enregistrée n’a pas de numéro de version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>il contient maintenant une autre partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>la partie a été enregistrée par une version plus récente de Project L (version de fichier {version}&#xa0;; cette version lit la version {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>version de fichier non prise en charge {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>le réglage d’affichage {key} est hors limites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>le réglage d’affichage {key} n’est pas un nombre fini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>le réglage d’affichage {key} doit être du texte, un nombre, true/false ou null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>les réglages d’affichage («&#xa0;view&#xa0;») de la sauvegarde doivent former un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>la sauvegarde compte plus de {most} réglages d’affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>le réglage d’affichage {key} a trop d’éléments</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>{key} de la sauvegarde doit être un texte court</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>la section «&#xa0;app&#xa0;» de la sauvegarde doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>«&#xa0;save_version&#xa0;» de la sauvegarde doit être un nombre entier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>la partie a été enregistrée par une version plus récente de Project L (version de sauvegarde {version}&#xa0;; cette version lit la version {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>«&#xa0;seats&#xa0;» de la sauvegarde doit être une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>la sauvegarde a {seats} places pour {players} joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>place {number}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>la place {number} est {shown}, mais le joueur {number} de l’enregistrement est {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>les réglages réseau de la sauvegarde&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>action {index}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>une place doit être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>une place demande un nom de 1 à 100 caractères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>le nom de la place n’est pas un texte valable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>genre de place inconnu {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>niveau d’IA inconnu {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>un nom de partie compte de 1 à {most} caractères qu’un nom peut contenir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>pas de port TCP {shown}&#xa0;: les ports vont de 1 à 65535</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>une IA prend le relais après 1 s à 1 heure, pas {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>l’adresse d’un serveur est une adresse ws:// ou wss://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>les réglages réseau doivent être un objet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>les réglages réseau demandent un nom de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>le port doit être un nombre entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>«&#xa0;offer_lan&#xa0;» doit valoir true ou false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>«&#xa0;takeover_seconds&#xa0;» doit être un nombre entier ou null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>«&#xa0;server&#xa0;» doit être une adresse ou null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>les cases d’un puzzle doivent former 5 lignes de 5 caractères</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>la couleur d’un puzzle doit être «&#xa0;white&#xa0;» ou «&#xa0;black&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>un puzzle a un champ du mauvais type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>la sauvegarde automatique est trop grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>la sauvegarde automatique n’est pas du JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>ce n’est pas une sauvegarde automatique de l’éditeur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>la sauvegarde automatique ne contient pas de paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>le paquet de la sauvegarde automatique ne peut pas être lu (champ {key})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>un paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>une partie enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>une configuration d’hébergement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>le nom du paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>l’id du paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>la description du paquet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>pièce {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>pièce {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>le nom de la pièce {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>puzzle {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>puzzle {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>la récompense du puzzle {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>l’id de {item}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>la pile blanche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>la pile noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>la partie blanche de la pile solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>la partie noire de la pile solo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>le nom du joueur {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>action {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}, placement {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>le nom d’un réglage d’affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>le réglage d’affichage {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>{key} de la sauvegarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>impossible d’enregistrer {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>impossible de créer le dossier {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>impossible d’utiliser le dossier {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>un autre programme occupe le dossier {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>impossible d’écrire le fichier de réglages {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>impossible d’utiliser le dossier de l’historique {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>impossible d’utiliser le dossier des sauvegardes automatiques {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>impossible de mettre la partie dans l’historique&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>impossible de déplacer {path} vers {folder}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>une partie du chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>un dossier de ce nom gêne</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>l’IA a choisi une action interdite&#xa0;: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>l’IA a répondu {shown}, qui n’est pas une action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>une erreur du programme&#xa0;: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>phase&#xa0;: %1, manche %2, au tour du joueur %3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n action restante</numerusform>
            <numerusform>%n actions restantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1&#xa0;: %2&#xa0;: %3, puzzles terminés&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>adversaire&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>vainqueurs&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>l’adversaire</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>Résultats par adversaire</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>Aucune partie à montrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1&#xa0;: %2 gagnées, %3 partagées, %4 perdues</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 bat l’adversaire&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>L’adversaire gagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1 se partagent la victoire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>Égalité à %1&#xa0;: en cas d’égalité, l’adversaire l’emporte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 contre %2 pour l’adversaire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1 a le plus de points (%2 contre %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>Égalité à %1&#xa0;: %2 gagne avec plus de puzzles terminés (%3 contre %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>Adversaire</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>La partie n’est pas encore terminée</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>Points au fil des manches</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>Les mêmes joueurs et le même paquet, une nouvelle donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>Parcourir la partie depuis sa première action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>Regarder la &amp;table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>Choisir les joueurs et le paquet d’une nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>Fermer les résultats et regarder la table telle qu’à la fin de la partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – vainqueur</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>Ajustements finaux&#xa0;: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>Ajustements finaux&#xa0;: aucun</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>Puzzles&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>Puzzles inachevés&#xa0;: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>Jetons restants&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>Pièces restantes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>Vos &amp;statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Vos parties gagnées et perdues, votre classement face à l’ordinateur, vos meilleures parties et plus</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>Revoir&#xa0;: %1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>Actions de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>À la donne (Début)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>Reculer d’un tour (Page préc.)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>Reculer d’une action (Gauche)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>Jouer la partie à partir d’ici (Espace)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>Avancer d’une action (Droite)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>Avancer d’un tour (Page suiv.)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>&amp;Continuer à jouer à partir d’ici</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>Commencer une nouvelle partie qui reprend la position affichée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>L’ordinateur examine chaque tour et marque ceux qui ont coûté des points (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>Montrer le &amp;meilleur tour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>Sur un tour marqué&#xa0;: montrer le meilleur tour (ou le tour joué) sur la table (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>Tour marqué &amp;suivant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>Montrer le tour suivant marqué par l’analyse (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>&amp;Tour marqué précédent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>Montrer le tour précédent marqué par l’analyse (Maj+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>Montrer le &amp;panneau d’analyse</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>La donne (avant la première action)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(une action)</translation>
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
            <numerusform>La donne, %n action au total</numerusform>
            <numerusform>La donne, %n actions au total</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>Action %1 sur %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - partie terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - manche %2, au tour de %3</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>La partie ne peut pas être analysée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>L’analyse est terminée&#xa0;: %n tour marqué</numerusform>
            <numerusform>L’analyse est terminée&#xa0;: %n tours marqués</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>L’analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>Analyse non enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>L’analyse n’a pas pu être écrite dans %1&#xa0;:
%2

Elle est affichée ici&#xa0;; une nouvelle analyse la refera.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(mélangées)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (pas une pièce de ce paquet)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>Le document des règles est absent de cette installation (docs/rules.md).</translation>
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
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>Revoir &amp;cette partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*%1);;Enregistrements de parties (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Vos parties gagnées et perdues, votre classement face à l’ordinateur, vos meilleures parties et plus</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>Score au fil des manches</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>Points à la fin de chaque manche&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>&#xa0;; score final %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>Score de chaque partie</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>Aucune partie à montrer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n partie&#xa0;: scores de %1 à %2, le dernier %3</numerusform>
            <numerusform>%n parties&#xa0;: scores de %1 à %2, le dernier %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · score %3
Cliquez pour revoir cette partie</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>Parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>moyenne des 5 dernières parties</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L est servi à l’adresse %1 (protocole %2, %n salle au plus)&#xa0;; arrêt avec Ctrl+C</numerusform>
            <numerusform>Project L est servi à l’adresse %1 (protocole %2, %n salles au plus)&#xa0;; arrêt avec Ctrl+C</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>Le serveur s’est arrêté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>Impossible de lire le fichier de mot de passe %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>Le fichier de mot de passe %1 ne contient aucun mot de passe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>Impossible d’utiliser le certificat TLS et sa clé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>Impossible d’écouter sur %1, port %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>% victoires</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>é.-t.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>puzzles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>ms moy.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>ms p99</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>écart</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>solo %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2&#xa0;; %3), graines %4-%5, limite stricte %6 s, %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n processus</numerusform>
            <numerusform>%n processus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>enregistrements&#xa0;: %1 écrits dans %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>niveau d’IA inconnu %1 (choisissez parmi %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players demande au moins un niveau d’IA</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>une partie se joue de 2 à 4 joueurs, pas à %n (ou utilisez --solo)</numerusform>
            <numerusform>une partie se joue de 2 à 4 joueurs, pas à %n (ou utilisez --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo fait jouer de 1 à 4 niveaux, chacun à part, pas %n</numerusform>
            <numerusform>--solo fait jouer de 1 à 4 niveaux, chacun à part, pas %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>impossible de créer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>impossible d’écrire un enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>paquet&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Période&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>&amp;Contre&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>Chaque partie de ces statistiques, une ligne par partie, pour un tableur</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>Ajustements finaux</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>Score de chaque partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>Résultats par adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>Meilleures parties</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>Pièces les plus utilisées</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>Bilan en solo</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>Meilleur écart</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>&amp;Vue d’ensemble</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>Peu importe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2 joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3 joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4 joueurs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>Ordinateur facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>Ordinateur moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Ordinateur difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>Table mixte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>Humains seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ Gagnée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= Victoire partagée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ Perdue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>Lecture de vos parties…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>Lecture de vos parties… %1 sur %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ L’historique n’a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>Aucune partie dans l’historique pour l’instant&#xa0;: chaque partie que vous terminez (ou laissez pour une autre) y est gardée et compte ici.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>%n partie inachevée laissée de côté.</numerusform>
            <numerusform>%n parties inachevées laissées de côté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>%n partie de leçon laissée de côté.</numerusform>
            <numerusform>%n parties de leçon laissées de côté.</numerusform>
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
            <numerusform>⚠ %n partie de l’historique est illisible et laissée de côté&#xa0;: %1</numerusform>
            <numerusform>⚠ %n parties de l’historique sont illisibles et laissées de côté&#xa0;: %1</numerusform>
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
            <numerusform>après %n partie contre l’ordinateur</numerusform>
            <numerusform>après %n parties contre l’ordinateur</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>Jouez contre l’ordinateur pour obtenir un classement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>Un classement de type Elo (Glicko) sur l’échelle des niveaux de l’ordinateur&#xa0;: facile %1, moyen %2, difficile %3. Il évolue après chaque partie terminée contre eux&#xa0;; votre force se trouve dans l’intervalle ± avec une confiance de 95 %.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>%1 gagnées · %2 partagées · %3 perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · %1 en solo</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/partie · moyenne sur %n partie&#xa0;: %3</numerusform>
            <numerusform>%1 %2/partie · moyenne des %n dernières parties&#xa0;: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>Puzzles terminés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>%1 blancs · %2 noirs</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>points payés en %n partie</numerusform>
            <numerusform>points payés en %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
Cliquez pour revoir cette partie</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1&#xa0;: posée %n fois</numerusform>
            <numerusform>%1&#xa0;: posée %n fois</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>Impossible d’exporter les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>%1 n’a pas pu être écrit&#xa0;:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n partie exportée dans %1</numerusform>
            <numerusform>%n parties exportées dans %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>la colonne de gauche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>la colonne du milieu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>la colonne de droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>L’IA n’a pas pu jouer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>%1 a fini son tour&#xa0;: appuyez sur Continuer (Espace) pour laisser jouer %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>%1 a fini son tour&#xa0;: %2 joue ensuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>Continuer (Espace)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>Choisissez la récompense de %1&#xa0;: cliquez sur l’une des pièces en surbrillance dans le stock (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1&#xa0;: ajustements finaux. Placez des pièces sur vos puzzles (1 point chacune), puis appuyez sur «&#xa0;Terminé&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>Coup de Maître&#xa0;: posez une pièce sur chaque puzzle de votre choix, puis appuyez sur «&#xa0;Valider&#xa0;»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1&#xa0;: prenez un puzzle, prenez une pièce de niveau 1, faites glisser une pièce sur un puzzle, ou cliquez sur une pièce de votre réserve pour l’améliorer</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>Il n’y a pas de partie sur la table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>La partie est terminée&#xa0;: lancez-en une nouvelle depuis le menu Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>Attendez que les pièces soient posées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>C’est à %1 de jouer (joueur-ordinateur)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>Patientez&#xa0;: l’ordinateur réfléchit</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>Un Coup de Maître demande un puzzle sur lequel placer</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Ajustements finaux&#xa0;: %n pièce placée, coût -%n point&#xa0;; «&#xa0;Terminé&#xa0;» l’applique</numerusform>
            <numerusform>Ajustements finaux&#xa0;: %n pièces placées, coût -%n points&#xa0;; «&#xa0;Terminé&#xa0;» les applique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Coup de Maître&#xa0;: %n pièce prévue&#xa0;; «&#xa0;Valider&#xa0;» la pose</numerusform>
            <numerusform>Coup de Maître&#xa0;: %n pièces prévues&#xa0;; «&#xa0;Valider&#xa0;» les pose</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>Placer %1 sur un puzzle (clavier)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>Améliorer %1 en</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>Échanger %1 contre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>Aucune pièce du stock en laquelle améliorer ou contre laquelle échanger</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (niveau %2, reste %3)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>Le processus auxiliaire des joueurs-ordinateurs a dû être relancé. La partie continue.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>IA, facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>IA, moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>IA, difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>RÉSULTATS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>%1&#xa0;: ajustements finaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>Pièces placées&#xa0;: %1, coût -%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>Chaque pièce placée coûte 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>AJUSTEMENTS FINAUX</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1&#xa0;: choisissez une récompense</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>Actions restantes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>Coup de Maître&#xa0;: utilisé</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Coup de Maître&#xa0;: %n pièce prévue</numerusform>
            <numerusform>Coup de Maître&#xa0;: %n pièces prévues</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>Coup de Maître&#xa0;: disponible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>DERNIÈRE MANCHE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>DERNIÈRE MANCHE ENSUITE</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>À distance</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 joue sur un autre ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>Déconnecté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1 a perdu la connexion&#xa0;: %1 peut revenir avec le même code d’invitation et le même nom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>Une IA joue pour l’instant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1 a perdu la connexion&#xa0;: une IA joue à sa place jusqu’à son retour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>Ajustements</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>Terminés&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>pile de victoire</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>Pile</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>verrouillée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>impossible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>Adversaire (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>Puzzles pris&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>Sa réserve&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>Ajustements&#xa0;: -%1</translation>
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
            <numerusform>Minimum de pièces pour le remplir&#xa0;: %n</numerusform>
            <numerusform>Minimum de pièces pour le remplir&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>Les pièces de ce paquet ne peuvent pas le remplir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>Minimum de pièces pour le remplir&#xa0;: trop difficile à calculer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>Minimum de pièces pour le remplir&#xa0;: calcul en cours…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>Puzzle %1&#xa0;: %n point</numerusform>
            <numerusform>Puzzle %1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>Récompense&#xa0;: pièce %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>%n case à remplir</numerusform>
            <numerusform>%n cases à remplir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>%n case encore vide</numerusform>
            <numerusform>%n cases encore vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Stock&#xa0;: pièce %1, %n restante</numerusform>
            <numerusform>Stock&#xa0;: pièce %1, %n restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>%1, réserve&#xa0;: pièce %2, %n exemplaire</numerusform>
            <numerusform>%1, réserve&#xa0;: pièce %2, %n exemplaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>Pile blanche&#xa0;: %n carte restante</numerusform>
            <numerusform>Pile blanche&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Pile noire&#xa0;: %n carte restante</numerusform>
            <numerusform>Pile noire&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Pile&#xa0;: %n carte restante</numerusform>
            <numerusform>Pile&#xa0;: %n cartes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>La colonne %1 est verrouillée par %n jeton</numerusform>
            <numerusform>La colonne %1 est verrouillée par %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>La colonne %1 est ouverte</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1 a terminé %n puzzle</numerusform>
            <numerusform>%1 a terminé %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Puzzles terminés&#xa0;: %n</numerusform>
            <numerusform>Puzzles terminés&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Ajustements finaux&#xa0;: %n pièce, %n point retiré</numerusform>
            <numerusform>Ajustements finaux&#xa0;: %n pièces, %n points retirés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>L’adversaire a pris %n puzzle</numerusform>
            <numerusform>L’adversaire a pris %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Son score&#xa0;: %n point</numerusform>
            <numerusform>Son score&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>Réserve de l’adversaire&#xa0;: %n jeton</numerusform>
            <numerusform>Réserve de l’adversaire&#xa0;: %n jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tab passe de carte en carte et de pièce en pièce, Entrée utilise celle qui est sélectionnée&#xa0;; Aide &gt; Clavier liste toutes les touches</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>estimation du temps restant…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>moins d’une minute restante</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>environ %n minute restante</numerusform>
            <numerusform>environ %n minutes restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>environ %n heure restante</numerusform>
            <numerusform>environ %n heures restantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>Choisissez votre récompense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>La pièce de récompense de votre puzzle est épuisée&#xa0;: vous en choisissez donc une autre. Cliquez sur l’une des pièces en surbrillance dans le stock.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>La pile noire est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>La fin de la partie approche&#xa0;: la manche où la pile noire s’est épuisée se joue jusqu’au bout, puis une manche complète de plus (la dernière manche). Viennent ensuite les ajustements finaux et le décompte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>La pile est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>La fin de la partie approche&#xa0;: après le tour où la pile s’est épuisée, vous jouez encore un tour, l’adversaire aussi, puis viennent les ajustements finaux. Chaque puzzle que vous laissez inachevé vous coûte ses points.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>Ajustements finaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>Dernière occasion de terminer des puzzles&#xa0;: posez des pièces de votre réserve sur vos puzzles, un point par pièce, puis appuyez sur «&#xa0;Terminé&#xa0;». Un puzzle terminé maintenant rapporte ses points, mais aucune récompense.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>Terminez ce puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>Une pièce de votre réserve remplit le reste de ce puzzle. Un puzzle terminé rapporte ses points, vous rend ses pièces et vous donne sa pièce de récompense.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>Une pièce est épuisée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>Quand vous devez prendre une pièce épuisée, vous en prenez une autre du même niveau. Si ce niveau est vide lui aussi, vous choisissez dans le niveau supérieur le plus proche ou dans n’importe quel niveau inférieur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>Une colonne est verrouillée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>L’adversaire a pris le meilleur puzzle des colonnes sans jeton, et ses jetons verrouillent maintenant cette colonne. Chaque puzzle que vous prenez retire un jeton de sa colonne&#xa0;: gardez verrouillés les puzzles de valeur, ou prenez-les d’abord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>Le Coup de Maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>Des pièces de votre réserve tiennent sur plusieurs puzzles. Une fois par tour, le Coup de Maître (M) place une pièce sur chacun de vos puzzles pour une seule action.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>Améliorez une pièce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>Cliquez sur une pièce de votre réserve pour l’améliorer&#xa0;: rendez-la et prenez une pièce du niveau suivant. Les grandes pièces remplissent les puzzles plus vite.</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>&amp;Compris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>&amp;Plus de conseils</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>Seul le joueur dont c’est le tour peut utiliser des pièces, de sa propre réserve</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>C’est la réserve d’un autre joueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>Il ne reste aucune pièce de cette forme dans la réserve</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>Validez ou annulez d’abord les placements</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>Seule une pièce de niveau 1 (%1) peut être prise dans le stock&#xa0;; les plus grandes s’obtiennent par amélioration</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>Faites glisser une pièce de votre réserve sur ce puzzle, ou choisissez une pièce de votre réserve et appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>Ce puzzle appartient à %1&#xa0;: les pièces se posent sur vos propres puzzles</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>La pile est face cachée&#xa0;: prenez une carte dans la rangée</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1&#xa0;: %2, récompense %3. Entrée le prend.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>Stock&#xa0;: %1 × %2. Entrée en prend une si vous en avez le droit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>Votre pièce %1. Entrée&#xa0;: la placer, l’améliorer ou l’échanger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>Votre puzzle %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>aucun pour l’instant</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>%1, puzzles terminés&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>Jetons au-dessus de %1&#xa0;: %2. L’adversaire ne prend aucune carte dans une colonne surmontée d’un jeton</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>Puzzles de l’adversaire&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>Vous n’avez aucun puzzle sur lequel placer une pièce</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>Les flèches déplacent la pièce, R la tourne, F la retourne, Tab ou 1-4 choisit le puzzle, Entrée la place, Échap annule</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>Posez la pièce sur l’un de vos puzzles&#xa0;: R ou la molette la tourne, F ou le bouton droit la retourne, Échap annule</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>La pièce est revenue&#xa0;: posez-la sur l’un de vos puzzles</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>Remettre</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1&#xa0;: %2, récompense %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>Stock&#xa0;: %1 × %2.</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n point, récompense %1</numerusform>
            <numerusform>%n points, récompense %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1&#xa0;: puzzles blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1&#xa0;: puzzles noirs</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>Placé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Nouveau</translation>
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
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>Recherche d’une partie inachevée…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>De deux à quatre joueurs, humains ou ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>&amp;Solo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>Jouer seul contre l’adversaire automatisé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>Éd&amp;iteur de paquets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>Créer des puzzles, des pièces et des paquets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>Une partie enregistrée ou un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Appuyez sur Entrée ou double-cliquez pour ouvrir une partie</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>Lecture de vos parties récentes…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>Les parties récentes n’ont pas pu être lues&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (solo)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ Illisible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ Terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ Inachevée, manche %1</translation>
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
        <translation>Appuyez sur Entrée ou double-cliquez pour ouvrir une partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>Pas encore de parties récentes&#xa0;: les parties que vous enregistrez ou ouvrez apparaissent ici.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>Aucune partie inachevée à continuer&#xa0;: lancez-en une nouvelle ou ouvrez une partie enregistrée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · manche %2 · quittée sans enregistrer, %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · manche %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>Rejoindre &amp;une partie en réseau…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>Prenez des puzzles, placez vos pièces et améliorez-les en pièces plus grandes.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>É&amp;diteur de paquets…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>Concevoir des puzzles, des pièces et des paquets entiers (l’éditeur de paquets s’ouvre dans sa propre fenêtre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>Coup de &amp;Maître</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>Placer jusqu’à une pièce sur chacun de vos puzzles en une seule action (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>Finir le tour maintenant, malgré les actions restantes (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>&amp;Toute la table</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Référence des règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>À &amp;propos de Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Vitesse d’animation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>&amp;Désactivée (instantanée)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>&amp;Très rapide</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>&amp;Terminé (ajustements finaux)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>&amp;Valider le Coup de Maître</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>Finir le tour&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>Il vous reste %n action. Finir votre tour quand même&#xa0;?</numerusform>
            <numerusform>Il vous reste %n actions. Finir votre tour quand même&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne plus demander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>Vous pouvez réactiver la question dans Édition &gt; Préférences</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>Peindre des cases de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>Effacer des cases de %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>Rendre %1 blanc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>Rendre %1 noir</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>Définir les points de %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>Définir la récompense de %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>Ajouter le puzzle %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>Supprimer le puzzle %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>Modifier la forme de la pièce %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>Renommer la pièce %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>Changer la couleur de la pièce %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>Définir le nombre dans le stock de %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>Ajouter la pièce %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>Supprimer la pièce %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>Renommer le paquet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>Modifier le dos des cartes</translation>
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
        <translation>Paquet sans titre</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · page %2 sur %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>Cette barre mesure 5 cm une fois imprimée à 100 % (taille réelle).</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>Cartes de puzzle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>Vide</translation>
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
        <translation>Une pièce a besoin d’au moins une case. Dessinez ses cases sur la grille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>Une pièce a au plus 5 cases. Retirez-en une pour utiliser ce dessin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>Les cases d’une pièce doivent se toucher par un côté. Reliez-les.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>C’est la même forme que %1 (à rotation et symétrie près)&#xa0;: refusée. Continuez à dessiner pour obtenir une autre forme.</translation>
    </message>
</context>
</TS>
