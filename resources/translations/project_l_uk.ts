<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>неточність</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>без позначки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>Хід %1, раунд %2, %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>найкращий знайдений хід</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>близько до найкращого знайденого ходу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>зіграно: %1 (очікувана різниця %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>краще: %1 (очікувана різниця %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>чому: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1, втрачено переваги: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1: точність %2, середня втрата за хід: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n хід</numerusform>
            <numerusform>%n ходи</numerusform>
            <numerusform>%n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n неточність</numerusform>
            <numerusform>%n неточності</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n помилка</numerusform>
            <numerusform>%n помилки</numerusform>
            <numerusform>%n помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n груба помилка</numerusform>
            <numerusform>%n грубі помилки</numerusform>
            <numerusform>%n грубих помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>найбільший перепад: хід %1</numerusform>
            <numerusform>найбільші перепади: ходи %1</numerusform>
            <numerusform>найбільші перепади: ходи %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>Результат партії лишався відкритим до кінця.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>Партія вирішилася на ході %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>Партія вирішилася на ході %1 (раунд %2, хід гравця %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Різниця із суперником: підсумковий рахунок гравця мінус рахунок суперника.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(аналіз, збережений у файлі)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>аналіз збережено в %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players очікує номери місць від 0 до %1, а не %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>проаналізовано ходів: %1 з %2, залишилося часу: близько %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n хвилина</numerusform>
            <numerusform>%n хвилини</numerusform>
            <numerusform>%n хвилин</numerusform>
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
            <numerusform>%n година</numerusform>
            <numerusform>%n години</numerusform>
            <numerusform>%n годин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n хід для розбору, оцінка часу: %1</numerusform>
            <numerusform>%n ходи для розбору, оцінка часу: %1</numerusform>
            <numerusform>%n ходів для розбору, оцінка часу: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n хід для розбору, оцінка часу: %1 — більше, ніж дозволяє --max-turns (%2). Розберіть менше місць (--players), зменште --budget або збільште --max-turns.</numerusform>
            <numerusform>%n ходи для розбору, оцінка часу: %1 — більше, ніж дозволяє --max-turns (%2). Розберіть менше місць (--players), зменште --budget або збільште --max-turns.</numerusform>
            <numerusform>%n ходів для розбору, оцінка часу: %1 — більше, ніж дозволяє --max-turns (%2). Розберіть менше місць (--players), зменште --budget або збільште --max-turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>завершує {puzzle} зараз і отримує винагороду {reward}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>завершує {puzzles} цього ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>завершує {puzzles} цього ходу, а не лише {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>завершує {puzzle} зараз і отримує винагороду {reward} на раунд раніше</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>бере {puzzle} (балів: {points}) замість {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>бере {puzzle} (балів: {points})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>бере {piece}, з якою {puzzle} завершується наступного ходу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>головною дією викладає одразу кілька деталей ({count})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>використовує всі дії, а не завершує хід із залишком дій ({left})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>завершальні штрихи, що завершують {puzzle}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>завершальні штрихи, що коштують менше балів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>отримує {piece} замість {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>ще й отримує {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>підвищує рівень {old} до {piece} замість того, щоб отримати {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>ще й підвищує рівень {old} до {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>бере {puzzle} (винагорода {reward}) замість {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>бере {puzzles} замість {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>ще й бере {puzzle} (винагорода {reward})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>бере {puzzle} раніше за {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>заповнює більше клітинок незавершених головоломок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>зберігає більше балів у межах досяжності</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>неточність</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>Н (неточність)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>П (помилка)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>Г (груба помилка)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>найкращий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>Раунд %1, %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>Різниця</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>Різниця із суперником</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>вирішено</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>Поступ аналізу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>Скасувати аналіз</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>Очікувана різниця балів протягом гри</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>Позначені ходи</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>Підсумок аналізу</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>Позначений хід словами</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>Аналіз &gt; Проаналізувати гру: комп’ютер переглядає кожен хід гравців і позначає ті, що коштували балів.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>Аналіз гри…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>Краще: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>Жоден хід не коштував бала чи більше.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>раунд %1 (хід гравця %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n неточність</numerusform>
            <numerusform>%n неточності</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n помилка</numerusform>
            <numerusform>%n помилки</numerusform>
            <numerusform>%n помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n груба помилка</numerusform>
            <numerusform>%n грубі помилки</numerusform>
            <numerusform>%n грубих помилок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1: точність %2 %</translation>
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
        <translation>Найбільші втрати: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Різниця із суперником: підсумковий рахунок гравця мінус рахунок суперника.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>Гру вирішено: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>Гра залишалася відкритою до кінця.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>Очікувана підсумкова різниця балів із суперником на початку кожного ходу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>Очікувана підсумкова різниця балів кожного гравця на початку кожного ходу.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Зіграно:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Краще:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Чому:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>Показати &amp;зіграний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>На столі кращий хід; показати натомість зіграний (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>Показати &amp;кращий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>На столі зіграний хід; показати натомість кращий (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>Аналіз ходу %1 з %2 — %3</translation>
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
        <translation>Лабораторія балансу — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>Ігри для гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>Рівні ШІ (по черзі на місцях):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>&amp;Ігор на варіант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Запустити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>За&amp;крити</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>Соло, базова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>Соло, важка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>Соло, непереможна</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>Ігри зупинилися: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Скасовано після %n гри</numerusform>
            <numerusform>Скасовано після %n ігор</numerusform>
            <numerusform>Скасовано після %n ігор</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Готово: зіграно %n гру</numerusform>
            <numerusform>Готово: зіграно %n гри</numerusform>
            <numerusform>Готово: зіграно %n ігор</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>Виберіть ігри й натисніть «Запустити».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>Зіграно ігор: %1 з %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>Ця колода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>Класична колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>Баланс «%1»</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>Головоломки</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n гра</numerusform>
            <numerusform>%n гри</numerusform>
            <numerusform>%n ігор</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>Показник</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>Перевага першого гравця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Середній рахунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>Середня кількість раундів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>Ігри з нестачею</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>Нестач усього</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>Середній рахунок суперника</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>Деталь</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>Отримано</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>Головоломка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>Експорт звіту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>Звіт HTML (*.html);;Звіт PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>Не вдалося експортувати звіт</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>Відкрити в перегляді г&amp;ри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>&amp;Варіант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Звіт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>Винагороди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>Незвичні ігри</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>За такої кількості ігор частка перемог місця відома з точністю близько ±%n відсоткового пункту.</numerusform>
            <numerusform>За такої кількості ігор частка перемог місця відома з точністю близько ±%n відсоткових пунктів.</numerusform>
            <numerusform>За такої кількості ігор частка перемог місця відома з точністю близько ±%n відсоткових пунктів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>Попередня версія</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>Порівняння з класичною колодою і з попередньою версією цієї колоди (запуск від %1, %2 на варіант). Змінено відтоді: додано %3; вилучено %4; змінено %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>Кожен показник має свій 95-% інтервал. Нічия ділить перемогу між переможцями.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Кожне місце перевірено на справедливу частку з поправкою Голма на %n місце, перевірене в цьому запуску.</numerusform>
            <numerusform>Кожне місце перевірено на справедливу частку з поправкою Голма на %n місця, перевірені в цьому запуску.</numerusform>
            <numerusform>Кожне місце перевірено на справедливу частку з поправкою Голма на %n місць, перевірених у цьому запуску.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібна приблизно %n гра на варіант.</numerusform>
            <numerusform>Замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібно приблизно %n гри на варіант.</numerusform>
            <numerusform>Замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібно приблизно %n ігор на варіант.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>Частка перемог за місцями (95-% інтервал)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>справедлива частка %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>Рахунок (частка місць, 95-% інтервал)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>Тривалість гри в раундах (частка ігор, 95-% інтервал)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (від %2 до %3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>Частка перемог місця %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>Місця, що її отримали</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>Їхня частка перемог</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>Справедлива частка</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>p-значення (Голм)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>Позначено: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>Жодна головоломка явно не виходить за межі діапазону свого кольору.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0,001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ надто сильна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ надто слабка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>замало ігор</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>Роздана</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>Викладена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>Взята, коли викладена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>Завершена, коли взята</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>Взята за хід у викладці</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>Бали за гру з роздачею</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>Бали за гру з викладкою</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>Біла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чорна</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>Приблизно %n гра на варіант дає точність ±5 відсоткових пунктів.</numerusform>
            <numerusform>Приблизно %n гри на варіант дають точність ±5 відсоткових пунктів.</numerusform>
            <numerusform>Приблизно %n ігор на варіант дають точність ±5 відсоткових пунктів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>Це ігри ШІ: люди можуть грати інакше.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>Порівняння з класичною колодою. Наступний запуск зміненої версії цієї колоди порівнюватиметься і з цим.</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>Кожну частку віднесено до того, як часто головоломка була в грі: коли викладена (лицем догори в ряду), коли взята, коли роздана.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>Головоломка надто сильна чи надто слабка, коли її бали за гру з викладкою явно виходять за межі діапазону більшості головоломок її кольору.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>Її інтервали правильні для всіх головоломок колоди разом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>Клацніть заголовок стовпця, щоб відсортувати.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>Місця, що отримали деталь-винагороду, і їхня частка перемог порівняно зі справедливою часткою місця; спершу найнадійніші різниці.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>p-значення скориговано на перевірку кожної деталі (Голм): нижче 0,05 різниця навряд чи випадкова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>Ігри, набагато довші чи коротші за інші (далі трьох міжквартильних розмахів, щонайменше два раунди).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>Їхні записи зберігаються разом із запуском: відкрийте будь-яку, щоб переглянути.</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>Перший гравець перемагає частіше за справедливу частку (p з поправкою Голма %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>Перший гравець перемагає рідше за справедливу частку (p з поправкою Голма %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>Перевага першого гравця менша за 5 відсоткових пунктів у будь-який бік.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n гра закінчилася нічиєю: кожен переможець отримує частку перемоги.</numerusform>
            <numerusform>%n гри закінчилися нічиєю: кожен переможець отримує частку перемоги.</numerusform>
            <numerusform>%n ігор закінчилися нічиєю: кожен переможець отримує частку перемоги.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>Медіана раундів</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>Рівні ШІ</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>Дії</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, гра %2 (%n раунд)</numerusform>
            <numerusform>%1, гра %2 (%n раунди)</numerusform>
            <numerusform>%1, гра %2 (%n раундів)</numerusform>
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
        <translation>95-% інтервал від %1 до %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>соло, %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
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
            <numerusform>%n гра</numerusform>
            <numerusform>%n гри</numerusform>
            <numerusform>%n ігор</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>Баланс «%1»: %2 на варіант, ШІ %3, зерна %4–%5, %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n процес</numerusform>
            <numerusform>%n процеси</numerusform>
            <numerusform>%n процесів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [класика: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>місце %1 перемагає в %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>перевага першого гравця: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>усього %n нестача</numerusform>
            <numerusform>усього %n нестачі</numerusform>
            <numerusform>усього %n нестач</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>нестача: жодного разу</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>головоломка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>бали</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>невідомий варіант %1 (оберіть 2, 3, 4 або solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>невідомий рівень ШІ %1 (оберіть %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [попередня версія: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n гра внічию: кожен переможець отримує частку перемоги</numerusform>
            <numerusform>%n гри внічию: кожен переможець отримує частку перемоги</numerusform>
            <numerusform>%n ігор внічию: кожен переможець отримує частку перемоги</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>перший гравець перемагає частіше за справедливу частку (p з поправкою Голма %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>перший гравець перемагає рідше за справедливу частку (p з поправкою Голма %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>перевага першого гравця менша за 5 відсоткових пунктів у будь-який бік</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>рахунок: середнє %1 (%2), стандартне відхилення %3, від %4 до %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>раунди: середнє %1 (%2), медіана %3 (%4), від %5 до %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>незвична гра: гра %1 (зерно %2, %3) тривала %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунди</numerusform>
            <numerusform>%n раундів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>її запис: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>суперник: середній рахунок %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>нестачі: у %1 ігор (%2; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>деталі-винагороди: частка перемог місць, що їх отримали, порівняно зі справедливою %1, спершу найнадійніші:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3) з %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n місця</numerusform>
            <numerusform>%n місць</numerusform>
            <numerusform>%n місць</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>головоломки (їхні інтервали правильні для всієї %n головоломки разом):</numerusform>
            <numerusform>головоломки (їхні інтервали правильні для всіх %n головоломок разом):</numerusform>
            <numerusform>головоломки (їхні інтервали правильні для всіх %n головоломок разом):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>клітинки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>роздана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>викладена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>взята, коли викладена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>завершена, коли взята</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>бали за гру з роздачею</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>вердикт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>надто сильна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>надто слабка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>замало ігор</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>поправка Голма на %n місце, перевірене на справедливу частку</numerusform>
            <numerusform>поправка Голма на %n місця, перевірені на справедливу частку</numerusform>
            <numerusform>поправка Голма на %n місць, перевірених на справедливу частку</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>попередня версія: запуск від %1 (%2 на варіант)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>змінено відтоді: додано %1; вилучено %2; змінено %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>записи: %1 збережено в %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>не вдається створити %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>зіграно %1 з %n гри</numerusform>
            <numerusform>зіграно %1 з %n ігор</numerusform>
            <numerusform>зіграно %1 з %n ігор</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібна приблизно %n гра на варіант</numerusform>
            <numerusform>замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібно приблизно %n гри на варіант</numerusform>
            <numerusform>замало ігор, щоб помітити перевагу в 5 відсоткових пунктів: потрібно приблизно %n ігор на варіант</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>Краще: взяти</translation>
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
        <translation>грає на місці %1 у кімнаті %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>спостерігає за кімнатою %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>з’єднання втрачено: перепідключення…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>знову в грі</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>не вдається приєднатися до гри: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>з’єднання обірвалося до кінця гри: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>запис гри збережено в %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>не вдається зберегти запис гри: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>сервер відхилив %n дію поспіль (остання: %1): зупинка</numerusform>
            <numerusform>сервер відхилив %n дії поспіль (остання: %1): зупинка</numerusform>
            <numerusform>сервер відхилив %n дій поспіль (остання: %1): зупинка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>за столом сервера не вдається стежити після %n повторної синхронізації поспіль: зупинка</numerusform>
            <numerusform>за столом сервера не вдається стежити після %n повторних синхронізацій поспіль: зупинка</numerusform>
            <numerusform>за столом сервера не вдається стежити після %n повторних синхронізацій поспіль: зупинка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>сервер не відповів на %n дію поспіль: зупинка</numerusform>
            <numerusform>сервер не відповів на %n дії поспіль: зупинка</numerusform>
            <numerusform>сервер не відповів на %n дій поспіль: зупинка</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>сервер надіслав те, що неможливо прочитати (%1): зупинка</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>Натисніть F6, щоб перейти до кнопок: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>Повідомлення чату</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>Написати всім…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>Повідомлення в чат</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Надіслати</translation>
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
        <translation>Класична (перше видання)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>52 головоломки та 9 форм деталей першого видання (2020).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>мономіно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>доміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>пряме тріміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>L-тріміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>пряме тетраміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>квадратне тетраміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>L-тетраміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>T-тетраміно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>S/Z-тетраміно</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>Дати хід наступному комп’ютерному гравцю (C або пробіл на столі)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>незавершена (%n дія)</numerusform>
            <numerusform>незавершена (%n дії)</numerusform>
            <numerusform>незавершена (%n дій)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n порожня клітинка)</numerusform>
            <numerusform>%1 (%2, %n порожні клітинки)</numerusform>
            <numerusform>%1 (%2, %n порожніх клітинок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Рівний рахунок (%1), у кожного %n завершена головоломка: %2 перемагає, бо має в запасі більше деталей (%3 проти %4)</numerusform>
            <numerusform>Рівний рахунок (%1), у кожного %n завершені головоломки: %2 перемагає, бо має в запасі більше деталей (%3 проти %4)</numerusform>
            <numerusform>Рівний рахунок (%1), у кожного %n завершених головоломок: %2 перемагає, бо має в запасі більше деталей (%3 проти %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Рівний рахунок (%1), у кожного %n завершена головоломка і %2 у запасі: спільна перемога</numerusform>
            <numerusform>Рівний рахунок (%1), у кожного %n завершені головоломки і %2 у запасі: спільна перемога</numerusform>
            <numerusform>Рівний рахунок (%1), у кожного %n завершених головоломок і %2 у запасі: спільна перемога</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>Щонайбільше %n символ: решту вставленого тексту відкинуто.</numerusform>
            <numerusform>Щонайбільше %n символи: решту вставленого тексту відкинуто.</numerusform>
            <numerusform>Щонайбільше %n символів: решту вставленого тексту відкинуто.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>У колоді «%1» є незбережені зміни.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>Зберегти їх, перш ніж продовжити?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>Не вдається відкрити колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>Не вдається відкрити %1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>Відкрити файл колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Колоди Project L (*.pldeck *.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>Нова колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>Назва нової колоди:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>Моя колода</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (моя копія)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>Дублювати колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>Назва копії:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>Цю копію можна змінювати; «Зберегти» додасть її до бібліотеки колод.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>Колоди ще немає в бібліотеці: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>Назву скорочено</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>Назва колоди має щонайбільше %n символ; її скорочено до «%1».</numerusform>
            <numerusform>Назва колоди має щонайбільше %n символи; її скорочено до «%1».</numerusform>
            <numerusform>Назва колоди має щонайбільше %n символів; її скорочено до «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>Імпортувати колоду</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Не вдається імпортувати колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>Імпортовано до бібліотеки як %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>Видалити колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>Видалити «%1» з бібліотеки колод? Це не можна скасувати.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>Не вдається видалити колоду</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…і ще %n.</numerusform>
            <numerusform>…і ще %n.</numerusform>
            <numerusform>…і ще %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>Цією колодою поки не можна грати. Спочатку виправте ці помилки:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>Колода лише для читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Класична колода доступна лише для читання. Створіть її копію, щоб мати власну колоду.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>Зберегти колоду як</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Колоди Project L (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>Не вдається зберегти колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>Збережено як чернетку в %1: цією колодою поки не можна грати.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>Експортувати колоду</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Не вдається експортувати колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>Експортовано в %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>Грати цією колодою</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>Гра використовує збережену колоду. Зберегти зміни зараз?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>Не вдалося почати гру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>Починаємо гру…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>Колоду «%1» відновлено; збережіть її, щоб не втратити.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>Відновити колоду?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>Колоду, автозбережену %1, неможливо відновити: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>Редактор закрився, не зберігши колоду «%1». Її автозбереження від %2 можна відновити.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>Відновіть її, щоб продовжити редагування, або відкиньте ці зміни назавжди.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Відновити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>&amp;Пізніше</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>Колоду змінено на диску</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>Файл колоди «%1» змінено поза редактором.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>Тут є незбережені зміни. Перезавантажити файл і втратити їх чи далі редагувати свою версію (збереження замінить файл)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>Перезавантажити її, щоб побачити зміни?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>&amp;Перезавантажити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>&amp;Залишити цю версію</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>Чим особлива ця колода?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Опис</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>Усі білі головоломки</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>Плиток у кожному ряду</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>Чорні головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>Білі головоломки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>Підготовка: від 2 до 4 гравців</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>Кожен гравець починає з</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>Білі головоломки соло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>Чорні головоломки соло</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>Деталі над колонкою %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>Гра соло</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>білі поверх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>чорних</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>Колода соло</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>Деталі 1-го рівня над колонками 1–3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>базова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>важка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непереможна</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>Деталі суперника</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>Деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>Білі винагороди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>Чорні винагороди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>Підсумок</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Чорні головоломки для %n гравця</numerusform>
            <numerusform>Чорні головоломки для %n гравців</numerusform>
            <numerusform>Чорні головоломки для %n гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>Білі головоломки для %n гравця</numerusform>
            <numerusform>Білі головоломки для %n гравців</numerusform>
            <numerusform>Білі головоломки для %n гравців</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>built in (read-only)</source>
        <translation>вбудована (лише читання)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>ще не збережена</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n біла головоломка</numerusform>
            <numerusform>%n білі головоломки</numerusform>
            <numerusform>%n білих головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n чорна головоломка</numerusform>
            <numerusform>%n чорні головоломки</numerusform>
            <numerusform>%n чорних головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клітинка</numerusform>
            <numerusform>%n клітинки</numerusform>
            <numerusform>%n клітинок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1, разом %2; %3, разом %4.
У резерві %5 (%6).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Задати чорні головоломки для %n гравця</numerusform>
            <numerusform>Задати чорні головоломки для %n гравців</numerusform>
            <numerusform>Задати чорні головоломки для %n гравців</numerusform>
        </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Starting %1</source>
        <translation>Початкова кількість %1</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Set white puzzles per game</source>
        <translation>Задати білі головоломки на гру</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>Задати кількість плиток у ряду</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>Задати початкові деталі</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>Налаштувати гру соло</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>Id має від 1 до 16 друкованих символів.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1 уже використано в цій колоді.</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>має помилки, які треба виправити в редакторі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>для гри соло</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>для %n гравця</numerusform>
            <numerusform>для %n гравців</numerusform>
            <numerusform>для %n гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>потрібна ще %n біла головоломка %1</numerusform>
            <numerusform>потрібні ще %n білі головоломки %1</numerusform>
            <numerusform>потрібно ще %n білих головоломок %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>потрібна ще %n чорна головоломка %1</numerusform>
            <numerusform>потрібні ще %n чорні головоломки %1</numerusform>
            <numerusform>потрібно ще %n чорних головоломок %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>Чернетка</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n гравець</numerusform>
            <numerusform>%1–%n гравці</numerusform>
            <numerusform>%1–%n гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>соло</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>попередження</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>примітка</translation>
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
        <translation>%1: «%2»: %3, %4 і %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n біла головоломка</numerusform>
            <numerusform>%n білі головоломки</numerusform>
            <numerusform>%n білих головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n чорна головоломка</numerusform>
            <numerusform>%n чорні головоломки</numerusform>
            <numerusform>%n чорних головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>можна грати: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>чернетка: у такому вигляді цією колодою грати не можна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>можна грати: %1</translation>
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
            <numerusform>%n помилка</numerusform>
            <numerusform>%n помилки</numerusform>
            <numerusform>%n помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попереджень</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>головоломки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>біла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>чорна</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  винагорода %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(не перевірено)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клітинка</numerusform>
            <numerusform>%n клітинки</numerusform>
            <numerusform>%n клітинок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>невідомо: заскладно для розв’язувача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>неможливо заповнити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(забагато, щоб порахувати)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>найменше деталей %1  способів заповнення %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>Задати бали %n головоломці</numerusform>
            <numerusform>Задати бали %n головоломкам</numerusform>
            <numerusform>Задати бали %n головоломкам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>Задати винагороду %n головоломці</numerusform>
            <numerusform>Задати винагороду %n головоломкам</numerusform>
            <numerusform>Задати винагороду %n головоломкам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>Зробити %n головоломку білою</numerusform>
            <numerusform>Зробити %n головоломки білими</numerusform>
            <numerusform>Зробити %n головоломок білими</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>Зробити %n головоломку чорною</numerusform>
            <numerusform>Зробити %n головоломки чорними</numerusform>
            <numerusform>Зробити %n головоломок чорними</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>Видалити %n головоломку</numerusform>
            <numerusform>Видалити %n головоломки</numerusform>
            <numerusform>Видалити %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>Дублювати %n головоломку</numerusform>
            <numerusform>Дублювати %n головоломки</numerusform>
            <numerusform>Дублювати %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>Вставити %n головоломку</numerusform>
            <numerusform>Вставити %n головоломки</numerusform>
            <numerusform>Вставити %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>Вибрано %n плитку</numerusform>
            <numerusform>Вибрано %n плитки</numerusform>
            <numerusform>Вибрано %n плиток</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>&amp;Нова колода…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Відкрити файл колоди…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>&amp;Імпортувати до бібліотеки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>Зберегти колоду в бібліотеці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>&amp;Експортувати файл колоди…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>Записати копію колоди будь-куди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>&amp;Дублювати колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>Створити копію цієї колоди, яку можна змінювати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>PDF для дру&amp;ку й гри…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>Плитки-головоломки в реальному розмірі та аркуші деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Експ&amp;ортувати для Tabletop Simulator…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Аркуші плиток і збережений об’єкт для тестових ігор у Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>&amp;Грати цією колодою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>Почати гру з цією колодою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>&amp;Копіювати плитки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>Скопіювати вибрані плитки, щоб вставити їх у цю чи іншу колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>Вст&amp;авити плитки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>Додати плитки, скопійовані з колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>Додати &amp;білу головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>Додати білу головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>Додати &amp;чорну головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>Додати чорну головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>Додати &amp;деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>Додати деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>&amp;Згенерувати…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>Згенерувати картки головоломок за заданими умовами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>Показати за&amp;повнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>Показати один спосіб заповнити плитку деталями з резерву</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>&amp;Баланс…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>Плитки та&amp;блицею</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>Показати плитки таблицею їхніх показників</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>Відкрити &amp;теку бібліотеки колод</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>&amp;Головоломка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>Основна</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>Скасувати: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>Повторити: %1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>Головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>Деталі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Класична колода доступна лише для читання. Створіть її копію, щоб мати власну колоду.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>Копіювати для зміни</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>Колоди</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>Перевірка</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(лише читання)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Редактор колод Project L</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>Перевірка (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>Ряд %1, колонка %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>Не вдається відкрити бібліотеку колод</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>Лабораторія балансу</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>Не вдалося автозберегти колоду: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>Відкривається %1…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>Експорт PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>Друкуй і грай</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>Запис PDF…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>Записано %n сторінку в %1</numerusform>
            <numerusform>Записано %n сторінки в %1</numerusform>
            <numerusform>Записано %n сторінок в %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>Не вдається записати PDF</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>Експорт PDF скасовано: нічого не записано</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Експорт для Tabletop Simulator: виберіть теку</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>Малюються аркуші плиток…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>Колоду для Tabletop Simulator записано до %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Не вдається експортувати колоду</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>Експорт скасовано: нічого не записано</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>Зупинити перевірку колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>Перевірити ще раз</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>Показати примітки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>Результати перевірки</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 з %n головоломки</numerusform>
            <numerusform>%1 з %n головоломок</numerusform>
            <numerusform>%1 з %n головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>Перевірка колоди…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>Перевірка колоди не вдалася: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>Перевірку скасовано: результати нижче можуть бути застарілими.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>Проблем не знайдено: колоду можна зберегти й грати нею.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n помилка</numerusform>
            <numerusform>%n помилки</numerusform>
            <numerusform>%n помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попередження</numerusform>
            <numerusform>%n попереджень</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>доки їх не виправлено, колода лишається чернеткою</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>Не&amp;давні</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>Не вдалося зберегти аналіз: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>Не вдалося додати завершену гру до історії:
%1

Вона зберігається разом з автозбереженнями й потрапить до історії під час наступного запуску.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>Не вдалося додати завершену гру до історії:
%1

Більше вона ніде не зберігається: щоб не втратити її, збережіть у файл (Гра &gt; Зберегти).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>Неможливо записати історію</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>Не вдалося додати до історії %n завершену гру:
%1

Вона лишається з автозбереженнями й потрапить до історії під час одного з наступних запусків.</numerusform>
            <numerusform>Не вдалося додати до історії %n завершені гри:
%1

Вони лишаються з автозбереженнями й потраплять до історії під час одного з наступних запусків.</numerusform>
            <numerusform>Не вдалося додати до історії %n завершених ігор:
%1

Вони лишаються з автозбереженнями й потраплять до історії під час одного з наступних запусків.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>%n завершена гра з попереднього запуску тепер в історії.</numerusform>
            <numerusform>%n завершені гри з попереднього запуску тепер в історії.</numerusform>
            <numerusform>%n завершених ігор з попереднього запуску тепер в історії.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Збережені ігри (*%1);;Записи ігор (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не вдається відкрити %1:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>Немає недавніх ігор</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>Очистити список</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>Не вдається зберегти гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Не вдалося зберегти гру в %1:
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>Збережені ігри (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>Не вдалося записати автозбереження, тож ця гра ніде не збережена. Зберегти її у файл перед закриттям?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>Не вдалося записати автозбереження, тож ця гра ніде не збережена. Зберегти її у файл, перш ніж вона зникне зі столу?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>Гру не збережено</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>Завершену гру збережено також у %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 залишено як є (%2); завершена гра є в історії</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../app/table/gamelog.py" line="+53"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone</source>
        <translation>Хтось</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 підвищує рівень %2 до %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 обмінює %2 на %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1 виконує головну дію: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>%1 виконує завершальні штрихи (-%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1 нічого не кладе на завершальних штрихах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 завершує хід</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 завершує %2 (+%3) і отримує %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 завершує %2 (+%3); резерв порожній, винагороди немає</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 бере %2 (%3, винагорода %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>; відкрито %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 бере %2 з резерву</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 повертає %2 до резерву</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 кладе %2 на %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 завершує %2 (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>Резерв порожній: %1 не отримує винагороди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 отримує %2 як винагороду за %3 (%4 уже не лишилося)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 отримує %2 як винагороду за %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>%1 для %2 не лишилося: %3 обирає серед %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>Колода закінчилася: гра добігає кінця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>Чорна колода закінчилася: гра добігає кінця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>Фінальний раунд!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>%1 виконує завершальні штрихи: -%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 з-над %2 переходить до запасу суперника</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>Жетон з-над %1 переходить до запасу суперника</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>Суперник бере %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>Усі колонки замкнені: з-над кожної колонки одна деталь повертається до резерву</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>Усі колонки замкнені: з-над кожної колонки знято один жетон</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>Суперник не знайшов головоломки у незамкнених колонках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>Завершальні штрихи: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>Що відбулося в грі, найновіше внизу</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>&amp;Копіювати гру як текст</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 скасовує: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>дію</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>Теку даних неможливо використати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L не може записувати до своєї теки даних:
%1

Гра йде без автозбереження, а завершені ігри не потраплять до історії. Щоб не втратити гру, збережіть її через Гра &gt; Зберегти.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>Автозбережену гру неможливо прочитати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>Автозбережену гру неможливо продовжити: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>невідома проблема</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>&amp;Перенести в історію</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>П&amp;ізніше</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>Не вдається перенести гру</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>Продовжити гру?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>Є незавершена гра: %1, востаннє зіграна %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>Не вдається відкрити файл</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>Автозбереження не вдалося: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>Автозбереження вимкнено: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>Правила з поясненнями та малюнками</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>Не вдалося зберегти налаштування: %1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>Про Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;Комп’ютерна версія настільної гри-головоломки Project L (перше видання) для 1–4 гравців, з комп’ютерними гравцями та суперником для гри соло.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>Редактор колод запускається в окремому вікні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>Не вдається запустити редактор колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>Не вдалося запустити редактор колод. Запустіть його командою project-l-editor.</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>Іс&amp;торія ігор…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>Ва&amp;ша статистика…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>Генерування головоломок</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>Умови</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Біла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чорна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Колір:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>К&amp;літинки:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>На&amp;йменше деталей:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 — це %1 і більше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>&amp;Способи заповнення:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>Будь-яка</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>Симетрична</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>Несиметрична</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>С&amp;иметрія:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>Дозволені деталі:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>&amp;Не та сама форма, що в картки колоди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>Повернуті й віддзеркалені форми вважаються однаковими</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>Кільк&amp;ість:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>З&amp;генерувати</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>Зу&amp;пинити</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>Кандидати</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>Помилка генерування: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>Додати %n згенеровану головоломку</numerusform>
            <numerusform>Додати %n згенеровані головоломки</numerusform>
            <numerusform>Додати %n згенерованих головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>симетрична</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>несиметрична</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>Кандидат %1 — клітинки: %2, найменше деталей: %3, способів заповнення: %4, %5; запропоновані бали: %6, винагорода: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>&amp;Додати %n до колоди</numerusform>
            <numerusform>&amp;Додати %n до колоди</numerusform>
            <numerusform>&amp;Додати %n до колоди</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>Вибрано %n кандидата</numerusform>
            <numerusform>Вибрано %n кандидати</numerusform>
            <numerusform>Вибрано %n кандидатів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>Виберіть одну або кілька карток, а потім додайте їх до колоди.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>Генерування… знайдено %1 з %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>Задайте умови й запустіть генерування.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>Знайдено %1 з %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>Допоміжний процес генератора несподівано зупинився; «Згенерувати» запустить його знову.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>Умови не допускають більше різних форм.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>За дозволену кількість спроб більше нічого не знайдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>За відведений час більше нічого не знайдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Зупинено.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>&amp;Додати до колоди</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>Найменше деталей: найменша кількість дозволених деталей із резерву, що заповнюють плитку; кожну кладуть однією дією.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>Способи заповнення: скількома способами вони її заповнюють; кілька способів важче побачити.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>Бали й винагороду запропоновано за класичною плиткою того ж кольору, найближчою за складністю.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>Плитка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>Кандидат у вигляді плитки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Клітинки заглиблення, які треба заповнити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Найменше деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>Найменша кількість деталей із резерву (дозволених), що її заповнюють</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Способи заповнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>Скількома способами деталі з резерву її заповнюють (%1+: %1 або більше)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>Чи виглядає вона так само після повороту чи віддзеркалення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>Запропоновані бали за складністю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Винагорода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>Запропонована винагорода за складністю та винагородами колоди</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>П&amp;ідказка: найкраща наступна дія</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>Як &amp;завершити головоломку…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>Показати, як ваш запас може завершити одну з ваших головоломок, або чому поки не може (Shift+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>Підказка (готується…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>Показати, що зробив би зараз сильний гравець (H); підказка діє, лише коли ви клацаєте позначену нею деталь, Escape ховає її</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location line="-731"/>
        <source>an %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>There is no game on the table</source>
        <translation>На столі немає гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>Гру закінчено: підказувати нічого</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>Зараз підказки немає: хід гравця %1 (комп’ютер)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>Зачекайте, доки деталі опустяться</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>Запит підказки скасовано</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>Як завершити %1: скасовано, заплановані деталі змінилися. Запитайте ще раз</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>Підказку запитано: вона з’явиться у ваш хід, зараз грає %1 (комп’ютер). Escape скасовує запит</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>Підказку запитано: вона з’явиться, коли деталі опустяться</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>Підказка: шукаємо добрий наступний хід…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>Підказки немає: пропозиція порушувала правила (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>Підказки немає: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>Не вдалося з’ясувати, як завершити %1 (%2). Запитайте ще раз, щоб спробувати знову</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>покласти</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>решітки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>ряду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>Підказка: візьміть %1 з %2 (%3, винагорода %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>взяти</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>Підказка: візьміть %1 з резерву</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>Підказка: підвищте рівень вашої %1 до %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>підвищити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>Підказка: обміняйте вашу %1 на %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>обміняти</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>Підказка: покладіть %1 на %2, як показано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>Підказка: головна дія: покладіть %1, як показано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>Підказка: оберіть %1 як винагороду</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>обрати</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>Підказка: більше нічого не кладіть і натисніть «Готово»: кожна деталь коштуватиме бал</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>Підказка: завершальні штрихи: покладіть %1 (-%2), потім натисніть «Готово»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>Підказка: завершіть хід зараз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Підказка: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1 — не ваша головоломка</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>Як завершити %1: підказка готується…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>Щоб завершити %1, покладіть %2, як показано</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>як завершити</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>%1 має забагато варіантів: розв’язувач не встиг з’ясувати, чи може ваш запас її завершити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>заскладно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>%1 неможливо завершити вашим запасом. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>Бракує деталі: %1 (у резерві є).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>Бракує деталей: %1 (у резерві є).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>У вас немає головоломки для завершення: спершу візьміть її</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>Яку головоломку завершити?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>Як завершити %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>Підказка: найкраща наступна дія</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1. Клацання на позначену деталь кладе її туди, де її показує підказка.</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>покласти перевернутою</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>%1 на %2, перевернувши</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>Підказка: покладіть %1 на %2, як показано, перевернувши (F, поки тримаєте деталь)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>Щоб завершити %1, покладіть %2, як показано, перевернувши %3 (F, поки тримаєте деталь)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>Допоміжний процес, що обчислює підказки, довелося перезапустити; підказку запитано знову.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>базова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>важка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непереможна</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ неможливо прочитати</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (соло, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 проти %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>перемога: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>переміг суперник</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (спільна перемога)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>Історія ігор</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Переможець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>Зіграні ігри</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>Ще жодної гри не завершено. Тут з’являються завершені ігри, а також незавершені, які ви залишили заради іншої.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>&amp;Переглянути</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Видалити…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>Показати &amp;теку</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ неможливо прочитати %1: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не вдається відкрити %1:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>Не вдається відкрити теку історії</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>Видалити гру?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>Видалити гру від %1 з історії? Це не можна скасувати.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>Не вдається видалити гру</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>Не вдається відкрити гру для мережі</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>Не вдається почати гру на сервері</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>Порт %1 зайнятий: його слухає інша програма (або інша мережева гра). Виберіть інший порт у групі «Мережа» вікна нової гри.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>Не вдалося запропонувати гру на порту %1:
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>Мережева гра повідомляє про проблему: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>Мережева гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>Цю гру грали через мережу (з %1). Знову відкрити її для мережі з тими самими місцями?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>Якщо відкрити її знову, гра продовжиться, коли всі гравці знову приєднаються під тими самими іменами. Якщо грати на цьому комп’ютері, усі грають тут.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>&amp;Відкрити знову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>&amp;Грати тут</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>Її грали на сервері %1: її знову буде відкрито на ньому.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>Її грали на сервері %1, але вона задовга, щоб надіслати її туди: цей комп’ютер знову відкриє її для мережі.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>У цьому встановленні бракує посібника (resources/docs/howto.md).</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>Посібник з гри для нових гравців, з малюнками</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>Як грати в Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>Посібник з гри для нових гравців</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>Посібник</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>Зміст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>Розділи посібника: оберіть, щоб перейти до нього</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>Пошук у посібнику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>&amp;Знайти:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>&amp;Попередній</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>Попередній збіг (Shift+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>&amp;Наступний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>Наступний збіг (Enter)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>&amp;Друк…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>Зберегти як P&amp;DF…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>Немає збігів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>Зберегти посібник як PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>Як грати в Project L.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>Не вдалося зберегти PDF: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>зупинено клавішами Ctrl+C</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>Приєднатися до мережевої гри</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>Ігри в цій мережі</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>&amp;Шукати знову</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 або ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>Адреса й порт господаря гри або адреса ws:// чи wss://; гра, вибрана вище, заповнює її</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адреса:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>Код запрошення, який дає господар гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>&amp;Код запрошення:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;ім’я:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>лише якщо сервер його вимагає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>Пароль &amp;сервера:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>Лише &amp;дивитися (як глядач)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>&amp;Приєднатися</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>Не вдається шукати в локальній мережі: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (господар: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n вільне місце</numerusform>
            <numerusform>%n вільні місця</numerusform>
            <numerusform>%n вільних місць</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>інша версія Project L</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>Знайдено %n гру</numerusform>
            <numerusform>Знайдено %n гри</numerusform>
            <numerusform>Знайдено %n ігор</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>Пошук ігор у цій мережі…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>У цій мережі ще не знайдено ігор. Або введіть адресу господаря гри нижче.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>Ігри на се&amp;рвері</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>Запитати сервер за цією адресою, які ігри на ньому йдуть; щоб приєднатися, однаково потрібен код запрошення</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>Ігри на цьому сервері</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>Введіть адресу господаря гри, наприклад 192.168.1.20:47470.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>Запитуємо ігри в %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>На цьому сервері %n гра: попросіть код запрошення в її господаря.</numerusform>
            <numerusform>На цьому сервері %n гри: попросіть код запрошення в господаря.</numerusform>
            <numerusform>На цьому сервері %n ігор: попросіть код запрошення в господаря.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>На цьому сервері ще немає ігор.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>закінчена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>почата</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>Код запрошення має 8 літер і цифр, наприклад ABCD-EFGH.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>Введіть своє ім’я: його побачать інші гравці.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Підключення до %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>Глядач</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1 поки недоступний, нова спроба… (спроба %2)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>На столі</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>Використати: взяти плитку чи деталь або відкрити меню вашої деталі (покласти, підвищити, обміняти)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>На вашій головоломці: відкрити її меню (як завершити, підказка)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>Сховати підказку, залишити поточний елемент або скасувати головну дію чи завершальні штрихи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>Коли тримаєте деталь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>Пересунути деталь над головоломкою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>Повернути деталь на чверть оберту за годинниковою стрілкою (також коліщатко миші)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>Перевернути деталь зліва направо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>Перейти до наступної чи попередньої вашої головоломки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>Перейти до вашої першої, другої… головоломки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>Покласти деталь туди, де її показано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>Повернути деталь у ваш запас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>Поки деталі рухаються</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>Будь-яка клавіша, крім Tab (або клацання), одразу опускає деталі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>Після ходу комп’ютерного гравця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>Коли стіл чекає (Правка &gt; Налаштування: пауза після ходу кожного комп’ютерного гравця): дати хід наступному гравцю</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>Під час перегляду гри (Гра &gt; Перегляд)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>На одну дію назад або вперед</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>До початку цього ходу або наступного</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>До роздачі або до кінця гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>Відтворювати гру звідси або поставити на паузу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>Проаналізувати гру: комп’ютер позначає ходи, що коштували балів</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>На позначеному ході: показати кращий хід або зіграний</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>Після аналізу: показати наступний або попередній позначений хід</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>Будь-яка клавіша</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавіатура…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>Усі клавіші гри та що вони роблять</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>Перейти до наступної області столу: ваш запас, ваші головоломки, ряди, резерв</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>Повернутися до попередньої області</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>Перейти до наступної плитки, стосу або деталі області в цьому напрямку</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>Усі клавіші гри та що вони роблять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>У всю гру можна грати з клавіатури. Tab переходить між елементами на столі, Enter використовує поточний.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>У кожному рядку: клавіші, потім що вони роблять</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>Що роблять</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>Команди (меню та кнопки)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>&amp;Системна</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>Діє одразу. Редактор колод чи гра, уже відкриті в окремому вікні, перейдуть на цю мову після перезапуску.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>Навчальна гра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Ласкаво просимо до Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>Ви й Ada ходите по черзі. Кожен хід складається з трьох дій. Бали приносять завершені головоломки: заповніть деталями всі заглиблення плитки-головоломки. Наприкінці перемагає той, хто має найбільше балів.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>Візьміть головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>Ваша перша дія: клацніть головоломку W10 у білому ряду. Вона ляже перед вами, готова до заповнення.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>Візьміть деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>Друга дія: візьміть деталь 1-го рівня — O1 з однієї клітинки. Клацніть її стос у резерві.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>Покладіть деталь: поворот і переворот</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>Третя дія: перетягніть свою I2 із запасу на W10. Вона лежить горизонтально; поки тримаєте її, натисніть R (або покрутіть коліщатко), щоб поставити її вертикально, а F (або права кнопка) перевертає деталь. Покладіть її на два верхні заглиблення.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>Завершіть головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>Це була ваша третя дія, тож Ada зіграла свій хід. Тепер покладіть свою O1 в останнє заглиблення W10. Завершена головоломка приносить свої бали, повертає деталі, що на ній лежать, і дає вам винагороду — деталь, зображену на ній.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>Підвищте рівень деталі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10 принесла 1 бал і дала вам I2. Підвищення рівня повертає деталь у резерв і дає натомість деталь на рівень вищу. Клацніть свою I2 правою кнопкою (або натисніть на ній Enter) і в розділі «Підвищити I2 до» оберіть L3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>Обміняйте деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>Обмін дає за деталь іншу деталь того самого або нижчого рівня. Клацніть правою кнопкою свою нову L3 і обміняйте її на I3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>Ще дві головоломки</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada знову зіграла свій хід. Візьміть головоломку W29 з білого ряду...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>...а також W30. Перед вами може лежати до чотирьох головоломок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>Головна дія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>Раз за хід головна дія кладе по одній деталі на кожну вашу головоломку лише за одну дію. Натисніть «Головна дія» (M), перетягніть свою I3 (вертикально) на три верхні заглиблення W29, а свою I2 (вертикально) на два верхні заглиблення W30, потім натисніть «Підтвердити» (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>Перемотування вперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>Урок тепер переходить до раунду 7 цієї партії, ближче до її кінця. У вас три завершені головоломки; у чорній колоді лишилася тільки одна плитка.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>Переверніть деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>Вільні клітинки заглиблення W20 — дзеркальне відображення вашої деталі L4 у тому вигляді, як вона лежить у вашому запасі: самим поворотом не обійтися. Перетягніть L4 на W20; тримаючи її, натисніть F (або праву кнопку), щоб перевернути, і R (або коліщатко), щоб повертати, доки вона не збіжиться із заглибленням, тоді відпустіть. Завершена W20 звільнить місце для нової головоломки.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>Коли чорна колода вичерпується, починається кінець гри. Візьміть B16: її місце займе остання чорна плитка.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>Фінальний раунд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>Цей раунд доігрується до кінця, а потім усі грають ще один раунд — фінальний. Тепер грайте самостійно; підказки ввімкнено (Довідка &gt; Підказка, H). Коли корисних дій не лишиться, завершіть хід (E).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>Завершальні штрихи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>Після фінального раунду настають завершальні штрихи: ви ще можете класти деталі із запасу на свої незавершені головоломки, щоб завершити їх, але кожна деталь коштує 1 бал, і винагород тепер немає.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>Підрахунок балів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>Ваш результат — бали завершених головоломок мінус ваші завершальні штрихи; незавершені головоломки нічого не дають. Перемагає той, у кого найвищий результат. Покладіть деталі (або нічого) і натисніть «Готово»: результати покажуть, хто переміг. Тепер ви знаєте правила — приємної гри!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>Урок гри соло</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>Решітка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>У грі соло головоломки лежать у решітці з трьох колонок. Ви берете з неї головоломки; так само робить і ваш суперник (автомат) наприкінці кожного вашого ходу.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>Замки й жетони</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>Жетони над колонкою замикають її: суперник не може брати із замкненої колонки. Коли ви берете головоломку із замкненої колонки, один з її жетонів переходить у запас суперника.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>Відкрийте колонку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>Візьміть W12 з лівої колонки. Її єдиний жетон переходить до суперника: тепер ліва колонка відкрита.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>Візьміть деталь 1-го рівня з резерву.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>Як вибирає суперник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>Коли ваш хід закінчується, суперник бере з відкритої колонки головоломку з найбільшою кількістю балів (за рівності — першу). Потім він кладе над цією колонкою всі свої жетони і по одному з кожної іншої колонки. Якщо всі колонки замкнені, він нічого не бере, а натомість кожна колонка втрачає один жетон.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>Завершіть хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>Ваша остання дія: покладіть свою I2 на W12 будь-де, де вона вміщається. Потім стежте за суперником.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>Чому колонки важливі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>Він узяв W04 (2 бали) з відкритої лівої колонки і замкнув її своїми жетонами. Колонка, з якої ви забрали всі жетони, стає відкритою для суперника; тримайте потрібні вам головоломки в замкнених колонках і лишайте йому тільки дешеві. Тепер відкрита права колонка: стежте за нею.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>Грайте далі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>Решту гри ви граєте самі, з підказками (Довідка &gt; Підказка, H). Наберіть більше балів, ніж суперник!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Навчальна гра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>Перша гра з поясненнями проти легкого комп’ютерного гравця</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>&amp;Урок гри соло…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>Коротка гра соло з поясненнями: решітка, замки й суперник</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>Покинути у&amp;рок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>Зупинити урок; «Навчальна гра» продовжить його</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>Нав&amp;чальна гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>Перша гра з поясненнями: програма показує вам кожне правило</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>Ви покинули цей урок на кроці %1 з %2. Продовжити звідти чи почати спочатку?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>&amp;Продовжити урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>Почати &amp;спочатку</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>Урок завершено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>Ви покинули урок: Довідка &gt; Навчальна гра… продовжить його</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>Спершу прочитайте примітку уроку: натисніть «Далі» (або F6, потім Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>Не зараз: урок просить спершу зробити ось що: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>&amp;Закрити урок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>&amp;Далі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>&amp;Покинути урок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 з %3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>Бібліотека колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>Нова…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>Ваші колоди зберігаються в теці бібліотеки колод; гра показує їх у вікні нової гри.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>вбудована · незмінна</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n головоломка</numerusform>
            <numerusform>%n головоломки</numerusform>
            <numerusform>%n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>неможливо прочитати</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>Мережева гра: зала очікування</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>&amp;Вийти</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>Що сказати друзям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>Код запрошення:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>Код запрошення</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>Скопіювати код запрошення та адреси</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>Адреси:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>Адреси</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>При&amp;брати гравця:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>Прибрати гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>Прибрати цього гравця з його місця: місце чекає на іншого гравця</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>&amp;Закрити гру</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>Більше не відкривати цю гру для мережі: гравців, що приєдналися, буде від’єднано</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>Ця гра йде на сервері %1. Друзі приєднуються через Гра &gt; Приєднатися до мережевої гри: вони вводять цю адресу, а потім код запрошення.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>Кімната створюється на сервері…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>В&amp;ийти з кімнати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>Вийти з цієї гри на сервері: сервер закриє кімнату, коли в ній нікого не залишиться</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>Ця збережена гра продовжиться, коли всі гравці повернуться на свої місця: вони приєднуються за адресою та кодом нижче під тим самим іменем, що й раніше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>Друзі приєднуються через Гра &gt; Приєднатися до мережевої гри: вони знаходять гру в локальній мережі або вводять адресу нижче, а потім код запрошення.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>Цей комп’ютер не має мережевої адреси, доступної іншим: приєднатися можуть лише гравці на цьому комп’ютері (порт %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>Друзі поза вашою домашньою мережею зможуть приєднатися, лише якщо роутер перенаправляє TCP-порт %1 на цей комп’ютер (або через окремий сервер): див. «Play over the network» у README.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>Відкрити README</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>Місце %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>Кімната відкривається…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>Гра почалася.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>Чекаємо на %n гравця (місце %1).</numerusform>
            <numerusform>Чекаємо на %n гравців (місця %1).</numerusform>
            <numerusform>Чекаємо на %n гравців (місця %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Чекаємо на готовність гравця %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>Усі на місці й готові: починайте гру, коли захочете.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>Код запрошення: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>&amp;Готовий(-а) почати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>Повідомити господаря гри, що ви готові почати</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>ШІ г&amp;рає за відключеного гравця через:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>ШІ грає за відключеного гравця через</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>По&amp;чати гру</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Зв’язок</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>Готовий</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>Ніколи</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунду</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n хвилину</numerusform>
            <numerusform>%n хвилини</numerusform>
            <numerusform>%n хвилин</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>Очікування кімнати…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>Гра: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>Місця в грі</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (комп’ютер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (ви)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (господар)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>Грає ШІ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>На зв’язку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>Вільне місце</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Не на зв’язку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>Ще не готовий(-а)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>Дивиться %n глядач</numerusform>
            <numerusform>Дивляться %n глядачі</numerusform>
            <numerusform>Дивляться %n глядачів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>Цю гру роздано за зерном, яке ввів господар: роздача не таємниця, і хто знає зерно, знає кожну плитку, що ще лежить долілиць.</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>Смуга журналу гри</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Журнал гри (%n новий)</numerusform>
            <numerusform>Журнал гри (%n нові)</numerusform>
            <numerusform>Журнал гри (%n нових)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>Показати журнал гри (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>Відкриває список усього, що сталося в грі</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>При&amp;єднатися до мережевої гри…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>Грати в грі, яку проводить інша програма, у цій мережі або за адресою</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>&amp;Покинути мережеву гру…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>Мережева гра</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>Покинути мережеву гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>Покинути цю гру? Поки вона триває, ви можете повернутися на своє місце: приєднайтеся з тією самою адресою, кодом запрошення та ім’ям.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>За адресою %1 немає гри з цим кодом запрошення. Перевірте код і адресу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>Код запрошення неправильний. Запитайте його в господаря гри ще раз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>Усі місця в цій грі зайняті. Ви можете дивитися її: позначте «Лише дивитися».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>Не вдається зв’язатися з %1. Перевірте адресу і те, що програма господаря гри запущена й доступна (брандмауер, переадресація портів).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>У господаря гри інша версія Project L з іншою версією мережевого протоколу. Використовуйте ту саму версію на обох комп’ютерах.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>Сервер %1 вимагає пароль: введіть той, що дав його власник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>Сервер заповнений. Спробуйте пізніше.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>Господар гри закрив з’єднання: забагато повідомлень.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>Ця гра більше не приймає глядачів.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>Сервер %1 більше не приймає з’єднань і ігор з вашої мережевої адреси. Закрийте частину з них (інші вікна гри, комп’ютерних гравців) і спробуйте знову.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>Господар гри відмовив: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>Підключення…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>Ви в кімнаті. Гра почнеться, коли господар її запустить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>Зв’язок утрачено, повторне приєднання… (спроба %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>Немає зв’язку.</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>Господар гри не прийняв хід</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 пише: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>Мережева гра: ваші ходи перевіряє господар гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>Ви дивитеся цю гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>Мережеву гру завершено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>Знову в грі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>З’єднання з господарем гри закрито</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>Ви покинули гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1: зв’язок утрачено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>ШІ грає за %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 знову в грі</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>Ви глядач: глядачі не можуть рухати деталі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>Зачекайте, доки зв’язок відновиться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>Зачекайте на відповідь господаря гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>Зараз хід гравця %1</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>Не вдається зв’язатися з сервером %1. Перевірте адресу, а також що сервер працює і доступний звідси.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>Сервер %1 не прийняв пароль: введіть у вікні нової гри той, що дав його власник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>Сервер %1 заповнений. Спробуйте пізніше або відкрийте гру на цьому комп’ютері.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>На сервері %1 уже стільки ігор, скільки він приймає. Спробуйте пізніше або відкрийте гру на цьому комп’ютері.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>Сервер %1 зараз зайнятий. Спробуйте ще раз трохи згодом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>Програма за адресою %1 відкриває власну гру: це не сервер, на якому можна починати ігри. Приєднайтеся до її гри.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>На сервері %1 працює інша версія Project L з іншою версією мережевого протоколу. Використовуйте ту саму версію, що й сервер.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>Сервер %1 закрив з’єднання (%2): гри, що там чекала, більше немає.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>Сервер %1 не прийняв налаштування цієї гри: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Гравці:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>Один гравець грає соло проти суперника.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>Базова (суперник починає з 6 жетонами)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>Важка (3 жетони)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>Непереможна (без жетонів)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>&amp;Складність соло:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Випадково</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>Гравець 1, далі за порядком місць</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>Хто ходить першим; далі гра йде за порядком місць</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>&amp;Перший гравець:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Хто грає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>Рівень ШІ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>Через мережу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>Гравець за іншим комп’ютером приєднується до цієї гри через мережу</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>Гравцем %1 грає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>Рівень ШІ гравця %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>випадкове</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (неможливо прочитати)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>П&amp;очати</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>Назва, яку бачать гравці, що шукають ігри в локальній мережі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>&amp;Назва гри:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>TCP-порт, до якого під’єднуються інші гравці (%1, якщо він вільний)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>Пор&amp;т:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>Пропонувати в &amp;локальній мережі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>Гравці в тій самій мережі знаходять гру через Гра &gt; Приєднатися до мережевої гри; код запрошення однаково потрібен</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>Ніколи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 секунд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 хвилина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 хвилини</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 хвилин</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>Якщо зв’язок із гравцем зник, після цього часу за його місце грає комп’ютер, доки гравець не повернеться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>Якщо гравець від’єднався, ШІ замінить його &amp;через:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>Цей комп’ютер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>Гру відкриває цей комп’ютер або виділений сервер (project-l serve), доступний вашим друзям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>&amp;Де йде гра:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>&amp;Адреса сервера:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 або wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>Адреса сервера: хост:порт або адреса ws:// чи wss://</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>Лише якщо сервер його вимагає; після закриття програми він не зберігається</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>Пароль с&amp;ервера:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>Гра %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>Введіть адресу сервера, наприклад server.example.org:47470 або wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>Два гравці мають ім’я %1: дайте кожному інше ім’я</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>У грі з гравцями через мережу за цим комп’ютером може бути щонайбільше один гравець: зробіть інші місця «Через мережу» або «Комп’ютер»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>Колодою «%1» не можна грати з такою кількістю гравців: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>Те саме зерно дає ту саму роздачу. Якщо залишити поле порожнім, роздача буде таємною: ніхто не зможе знати плиток, що лежать долілиць</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>Зерно — не таємниця: хто його знає, знає кожну плитку, що ще лежить долілиць. Залиште поле порожнім для таємної роздачі.</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>Ім’я гравця %1 містить символи, яких не може бути в імені (%2): вилучіть їх</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>Назва гри містить символи, яких не може бути в імені (%1): вилучіть їх</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>Палітра для &amp;дальтоніків</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>Фарбувати деталі кольорами, які розрізняють люди з дальтонізмом</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>Сітка для малювання деталі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>Клацніть або потягніть, щоб додати чи прибрати клітинки; також працюють стрілки та пробіл.</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>Деталі</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>Нова деталь</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>Додати найменшу форму, якої ще немає в колоді</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>Намалюйте від 1 до 5 клітинок, що торкаються сторонами. Почніть на клітинці деталі, щоб прибирати клітинки.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>Обрати будь-який колір</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>Колір %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>Деталі в резерві</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>Перейменувати деталь: головоломки, які її дають, отримають новий id</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>Повернути</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>Віддзеркалити</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>Повернути деталь на чверть за годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>Віддзеркалити деталь зліва направо</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>Деталь</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>У резерві</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>У колоді</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>рівень %1 · у резерві: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>%1, %2, %3 у резерві</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n форма</numerusform>
            <numerusform>%n форми</numerusform>
            <numerusform>%n форм</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клітинка</numerusform>
            <numerusform>%n клітинки</numerusform>
            <numerusform>%n клітинок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (кількість клітинок)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Винагорода за %n головоломку: %1</numerusform>
            <numerusform>Винагорода за %n головоломки: %1</numerusform>
            <numerusform>Винагорода за %n головоломок: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>Жодна головоломка не дає її як винагороду.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>На початку кожен гравець має %n таку деталь.</numerusform>
            <numerusform>На початку кожен гравець має %n такі деталі.</numerusform>
            <numerusform>На початку кожен гравець має %n таких деталей.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>Колір %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>У колоді вже є всі форми від 1 до 5 клітинок.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>Видалити деталь</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 — винагорода за %n головоломку. Доки вона не отримає іншої винагороди, колода лишається чернеткою: її можна зберегти, але не можна грати. Усе одно видалити?</numerusform>
            <numerusform>%1 — винагорода за %n головоломки. Доки вони не отримають іншої винагороди, колода лишається чернеткою: її можна зберегти, але не можна грати. Усе одно видалити?</numerusform>
            <numerusform>%1 — винагорода за %n головоломок. Доки вони не отримають іншої винагороди, колода лишається чернеткою: її можна зберегти, але не можна грати. Усе одно видалити?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>Покладено деталей: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>Вимкнено (миттєво)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Дуже швидко</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Як швидко плитки й деталі рухаються на столі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>Швидкість &amp;анімації:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>&amp;Пауза після ходу кожного комп’ютерного гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>Пауза після ходу кожного комп’ютерного гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>Стіл чекає, доки ви продовжите, щоб ви могли простежити, що зіграно</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>Питати перед &amp;завершенням ходу, коли лишилися дії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>Питати перед завершенням ходу, коли лишилися дії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>«Завершити хід» спершу питає, якщо у вас ще є дії</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>Показувати пора&amp;ди, коли щось стається вперше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>Показувати поради, коли щось стається вперше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>Короткі поради на столі пояснюють ситуацію, коли вона трапляється вперше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>Показати всі поради з&amp;нову</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>Стандартні</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>Для дальтоніків</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>Кольори деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>Кольори, які розрізняють люди з червоно-зеленим дальтонізмом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>&amp;Кольори деталей:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>Масштаб столу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>Вмістити весь стіл у вікно або показувати його в сталому розмірі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>Мас&amp;штаб столу:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>Перегляд гри</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>Швидкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>Глибокий (повільно)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>Глибина аналізу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>Скільки комп’ютер думає над кожним ходом під час аналізу гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>&amp;Глибина аналізу:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>Закрити налаштування</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>За розміром вікна</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>В іграх &amp;удвох ШІ рівня «Складний» думає довше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>В іграх удвох ШІ рівня «Складний» думає довше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>До 3 секунд на кожну дію замість 1, і він грає сильніше. Інші ігри не змінюються.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>Кожна порада показується один раз; уже бачені поради з’являться знову</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>&amp;Відтворювати звуки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>Відтворювати звуки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>Короткі звуки, коли деталь стає на місце, головоломку завершено, настає ваш хід і гра закінчується</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>Гучні&amp;сть:</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n деталі</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>Друкуй і грай</translation>
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
        <translation>Друкувати &amp;сорочки плиток (двобічний друк)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>Перевертати по довгому краю</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>Перевертати по короткому краю</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>Лише власні форми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>Усі форми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>Без деталей</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Розмір паперу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>Сорочки плиток:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>&amp;Двобічний друк:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>Д&amp;еталі для вирізання:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>За кожною сторінкою плиток іде сторінка їхніх сорочок: друкуйте з обох боків, у натуральну величину. Деталі класичних форм беруться з коробки гри.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>Файл зображення завеликий.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>Цей файл не є зображенням (PNG або JPEG), яке можна прочитати.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>Зображення не вдається зменшити настільки, щоб воно вмістилося в колоду.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>Емблема гри</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>Назва колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>Назва колоди й зображення</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>Вибрати з&amp;ображення…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>Сорочки &amp;показують:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>Зображення:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>Сорочки класичної колоди — це сорочки самої гри: скопіюйте колоду, щоб дати її сорочкам власний малюнок.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>Малюнок сорочок зберігається разом із колодою.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>Зображення розміром %1 КБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>Зображення не вибрано</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>Виберіть зображення для сорочок плиток</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Зображення (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>Плитка-головоломка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>Клацніть або потягніть, щоб позначити клітинки заглиблення; також працюють стрілки та пробіл.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>У цій колоді ще немає головоломок.
Для початку додайте білу або чорну головоломку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>Головоломку не вибрано</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>різні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Переможні бали</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>Деталь-винагорода</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>Плитка</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Винагорода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>Повернути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>Повернути клітинки на чверть за годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>Віддзеркалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>Віддзеркалити клітинки зліва направо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Очистити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>Зробити всі клітинки суцільними</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>Показати заповнення</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>Показати на плитці один спосіб заповнити її деталями з резерву</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>Попереднє заповнення</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>Наступне заповнення</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>Розв’язувач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Найменше деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Способи заповнення</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>невідомо: заскладно для розв’язувача</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>неможливо заповнити</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>Проблем немає: цю плитку можна завершити.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>Повернути %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>Віддзеркалити %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>Очистити %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>Пошук способів заповнення…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>Забагато можливостей, щоб показати заповнення.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>Деталі з резерву не можуть заповнити цю плитку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 або більше</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>Заповнення %1 з %2: %n деталь</numerusform>
            <numerusform>Заповнення %1 з %2: %n деталі</numerusform>
            <numerusform>Заповнення %1 з %2: %n деталей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>Плитка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>Ідентифікатор і бали плитки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>Біла чи чорна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>Переможні бали за завершення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Винагорода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>Деталь, яку беруть із резерву після завершення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Клітинки заглиблення, які треба заповнити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Найменше деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>Найменша кількість деталей із резерву, що її заповнюють: кожну кладуть однією дією</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>Способи заповнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>Скількома способами деталі з резерву її заповнюють: що менше способів, то важче побачити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>Що перевірка каже про плитку</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n бал</numerusform>
            <numerusform>%1 · %n бали</numerusform>
            <numerusform>%1 · %n балів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>Біла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>Чорна</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n зауваження</numerusform>
            <numerusform>%n зауваження</numerusform>
            <numerusform>%n зауважень</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>біла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>чорна</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: %2 головоломка, %n бал, винагорода %3</numerusform>
            <numerusform>%1: %2 головоломка, %n бали, винагорода %3</numerusform>
            <numerusform>%1: %2 головоломка, %n балів, винагорода %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>забагато, щоб порахувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>лише один спосіб: складна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>мало способів: хитра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>кілька способів: помірна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>багато способів: легка</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>Усі</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>Плитки-головоломки</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>Додати білу головоломку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>Додати чорну головоломку</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>Клацніть або потягніть по плитці, щоб позначити клітинки для заповнення; почніть на позначеній клітинці, щоб стирати.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Винагорода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Клітинки</translation>
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
            <numerusform>%n чорна</numerusform>
            <numerusform>%n чорні</numerusform>
            <numerusform>%n чорних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n біла</numerusform>
            <numerusform>%n білі</numerusform>
            <numerusform>%n білих</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>Дублювати %1</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>Сортувати плитки за</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>Порядок колоди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>Складність</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>Порядок показу плиток (колода зберігає власний порядок)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>Порядок:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>Плитки-головоломки таблицею</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>Додати копії вибраних головоломок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>Видалити вибрані головоломки</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Вставити</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>Скопійовано %n плитку</numerusform>
            <numerusform>Скопійовано %n плитки</numerusform>
            <numerusform>Скопійовано %n плиток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>У буфері обміну немає плиток для вставлення.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>Жодної плитки не вставлено: у колоді може бути щонайбільше 500 головоломок.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>Вставлено %n плитку</numerusform>
            <numerusform>Вставлено %n плитки</numerusform>
            <numerusform>Вставлено %n плиток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Пропущено, бо в колоді щонайбільше 500 головоломок: %n плитка.</numerusform>
            <numerusform>Пропущено, бо в колоді щонайбільше 500 головоломок: %n плитки.</numerusform>
            <numerusform>Пропущено, бо в колоді щонайбільше 500 головоломок: %n плиток.</numerusform>
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
        <translation>Завершені головоломки: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>Немає завершених головоломок</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>Незавершені головоломки: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1: незавершена, мінус %2</translation>
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
        <translation>Диск</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>Тека файлів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>Псевдонім</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Ярлик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>&amp;Виділити все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>Крок в&amp;гору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>Крок до&amp;низу</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>Оберіть колір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>Баз&amp;ові кольори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Кольори користувача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Додати до кольорів користувача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>Взя&amp;ти колір з екрану</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Курсор в %1, %2
Натисніть ESC, щоб скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Відтінок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Насиченість:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>Знач&amp;ення:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Червоний:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>&amp;Зелений:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Блакитний:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>&amp;Альфа-канал:</translation>
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
        <translation>Відкріпити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Відкріпляє та прикріпляє плаваючий віджет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>Закриває плаваючий віджет</translation>
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
Тека не знайдена.
Будь ласка, перевірте, що вказане правильне ім’я теки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Файл не знайдено.
Будь ласка, перевірте, що вказане правильне ім’я файлу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 вже існує.
Бажаєте перезаписати його?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Обрати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Перегляд в:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Відкрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Перейменувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; захищено від запису.
Бажаєте видалити незважаючи на це?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Ви впевнені, що хочете видалити &apos;%1&apos;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>Перейти до детального перегляду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>Перейти до перегляду списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>Не вдалося видалити теку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>Створити нову теку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Детально</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>Теки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Тека:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Ім’я файлу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>Пошук теки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Вперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>Йти назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>Йти вперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>Перейти до батьківської теки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>Список місць та закладок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>Нова тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Батьківська тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>Нещодавні місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Зберегти як</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>Показати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Показувати при&amp;ховані файли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>Бічна панель</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Дата зміни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>Мій комп’ютер</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>Введіть значення:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Показати деталі...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Приховати деталі...</translation>
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
        <translation>Зберегти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Зберегти все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>Т&amp;ак</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Так &amp;для всіх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>Ні для вс&amp;іх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Перервати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Ігнорувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Відхилити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Відновити типово</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>Друк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Опції &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Опції &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>Усі сторінки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>Непарні сторінки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>Парні сторінки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>Локальний файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>Записати файл PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>Друкувати в файл (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>Друкувати в файл...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 вже існує.
Бажаєте перезаписати його?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 — тека.
Будь ласка, оберіть інше ім’я файлу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Файл %1 недоступний для запису.
Будь ласка, оберіть інше ім’я файлу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>Неправильне визначення сторінок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 має неправильний синтаксис. Розділяйте діапазони й сторінки знаком «,», задавайте діапазони знаком «-» і стежте, щоб діапазони не перетиналися.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Значення поля &apos;З&apos; не може бути більшим значення поля &apos;По&apos;.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>Копії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>Діапазон друку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>Друкувати все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>Сторінки з</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>Поточну сторінку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>Виділення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>&amp;Набір сторінок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>Налаштування виводу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>Копій:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>Розібрати по копіях</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>В зворотньому порядку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>Режим кольору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>Відтінки сірого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>Двобічний друк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>Зшивання по довгому краю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>Зшивання по короткому краю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Вкажіть сторінки або діапазони через кому. Діапазон задають двома числами через дефіс. Наприклад, 3,5-7,9 друкує сторінки 3, 5, 6, 7 і 9.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>Принтер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Назва:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>&amp;Властивості</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>Розташування:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Перегляд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Тип:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>Вихідний &amp;файл:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>...</source>
        <translation>...</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <location line="-170"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>Прокрутити сюди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>До лівої границі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>Вгору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>До правої границі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>Донизу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>На сторінку вліво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>На сторінку вгору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>На сторінку вправо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>На сторінку вниз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>Прокрутити вліво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>Прокрутити вгору</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>Прокрутити вправо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>Прокрутити донизу</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>Прокрутити вліво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>Прокрутити вправо</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>Копіювати &amp;адресу посилання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Виділити все</translation>
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
        <translation> або </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>у верхньому ряду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>у другому ряду згори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>у середньому ряду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>у другому ряду знизу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>у нижньому ряду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>у лівій колонці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>у другій колонці зліва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>у середній колонці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>у другій колонці справа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>у правій колонці</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>у центрі</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>Спершу оберіть винагороду за {puzzle}: {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>Лишилися тільки завершальні штрихи: покладіть деталі (мінус 1 бал за кожну) або пропустіть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>Завершальні штрихи робляться після фінального раунду.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>У вас уже {limit} незавершені головоломки: завершіть одну, перш ніж брати іншу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle} немає в решітці: візьміть одну з відкритих головоломок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle} немає в ряду: візьміть одну з відкритих головоломок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>Резерв порожній: немає деталі, яку можна взяти.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>Оберіть, яку деталь взяти: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>У цій грі немає деталі {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>Не можна взяти {piece}: деталь 1-го рівня, яку можна взяти, — {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>Не можна взяти {piece}: оберіть {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>У вашому запасі немає іншої {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>У вашому запасі немає {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>Обміняйте {piece} на іншу форму, а не на ще одну {piece}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>У резерві не лишилося {piece}: оберіть іншу деталь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>Деталей вище рівня {level} не лишилося, тож рівень {piece} не можна підвищити: її можна лише обміняти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>Підвищення {piece} веде до рівня {next_level}, наступного рівня з деталями в резерві, а не до рівня {level}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>Ви вже виконали головну дію в цьому ході.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>Під час головної дії покладіть принаймні одну деталь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>Головна дія кладе щонайбільше одну деталь на кожну головоломку: на {puzzle} їх дві.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>Немає винагороди, яку можна обрати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>Винагородою за {puzzle} має бути {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>Це не дія гри.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle} уже завершена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle} — не ваша головоломка: кладіть деталі на власні головоломки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>Деталь виходить за межі плитки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>Деталь двічі вказує ту саму клітинку ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>Деталь накриває суцільну клітинку {puzzle} ({square}): деталі кладуть лише в заглиблення.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>Деталь накриває вже заповнену клітинку {puzzle} ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>Ці клітинки не утворюють форму {piece}: поверніть або переверніть її.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>Цю дію позначено для гравця {marked}, але зараз хід гравця {current}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>Потрібна ще одна клітинка деталей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>Потрібно ще клітинок деталей: {amount}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>Для останньої порожньої клітинки потрібна деталь з 1 клітинки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>Порожніх клітинок непарна кількість ({amount}), а кожна деталь накриває парну кількість клітинок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>Для окремої порожньої клітинки ({square}) потрібна деталь з 1 клітинки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>Жодна деталь не вміщується на одну з порожніх клітинок ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>Окрему ділянку з {amount} клітинок (серед них {square}) неможливо заповнити цими деталями.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>Кожну з {amount} окремих ділянок можна заповнити, але не всі одночасно.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>Жодна комбінація цих деталей не підходить.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>Дві головоломки мають id {puzzle}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>Головоломка {puzzle} має той самий id, що й деталь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>Id головоломки {shown} має складатися з 1–16 друкованих символів.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}: колір має бути білим або чорним.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}: бали мають бути від 0 до 99.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}: її винагорода {reward} не є деталлю цієї колоди.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>{puzzle} не має заглиблення: позначте клітинки для заповнення.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle} — копія {other}: та сама форма (з точністю до повороту й віддзеркалення), колір, бали та винагорода.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>{puzzle} має ту саму форму, що й {other} (з точністю до повороту й віддзеркалення), але інші бали чи винагороду.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>Не вдалося прочитати колоду з її файлу: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>У колоді немає деталей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>Дві деталі мають id {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>Id деталі {shown} має складатися з 1–16 друкованих символів.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece} має складатися з 1–{max} з’єднаних клітинок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>{piece} має ту саму форму, що й {other} (з точністю до повороту й віддзеркалення).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}: кількість у резерві має бути від 0 до 99.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>{piece} немає в резерві: ця деталь ніколи не потрапить у гру.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle} неможливо заповнити деталями цієї колоди. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle} неможливо заповнити деталями з резерву. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>{puzzle} має забагато варіантів для розв’язувача: у своїх межах він не зміг визначити, чи може резерв її заповнити.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle} можна заповнити, але варіантів забагато, щоб у межах розв’язувача порахувати способи заповнення чи знайти найменшу кількість деталей.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}: заглиблення утворює окремі ділянки ({parts}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle} можна заповнити лише одним способом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>У колоді немає білих головоломок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>У колоді немає чорних головоломок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>Таблиці підготовки бракує кількості чорних головоломок для {players} гравців.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>Для {players} гравців потрібно чорних головоломок: {need} (таблиця підготовки); у колоді їх {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>Для {players} гравців усі чорні головоломки ({need}) одразу потрапляють у ряд: гра закінчується після одного раунду.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>Для {players} гравців потрібно білих головоломок: {need} (таблиця підготовки); у колоді їх {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>Білий ряд має місць: {row}, а в колоді лише білих головоломок: {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>Для гри соло потрібно білих головоломок: {need}; у колоді їх {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>Для гри соло потрібно чорних головоломок: {need}; у колоді їх {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>Гра соло викладає 9 плиток: для підготовки потрібно щонайменше 9 головоломок (зараз {have}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>Початковий запас містить {piece}, а такої деталі в колоді немає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>Четверо гравців починають з {piece} (потрібно {need}), але в резерві їх {have}: деякі гравці почнуть з іншою деталлю.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>Колода не має назви.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>Винагороди: {rewards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>Жодна головоломка не дає {pieces} як винагороду.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>Білих головоломок: {count}, разом балів: {points} (від {low} до {high} за кожну).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>Чорних головоломок: {count}, разом балів: {points} (від {low} до {high} за кожну).</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>Ця дія призначалася для позиції після дій: {step}, але гра вже дійшла до дій: {now}. Погляньте на стіл ще раз.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece} має той самий колір, що й {other}: їх розрізняє лише форма.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} — винагорода за головоломки ({puzzles}), але в резерві їх лише {have}: коли вони скінчаться, гравці отримають натомість іншу деталь.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>файлу не існує (вже не існує)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>це тека, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>це канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>це сокет, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>це пристрій, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>це не звичайний файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>файл неможливо прочитати: доступ заборонено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>файл — посилання, що веде по колу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>файл неможливо прочитати: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>неприпустима назва файлу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>зараз файл неможливо прочитати (він заблокований або не готовий)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>розмір файлу {size} — більше допустимого ({what}: не більше {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>файл більший за допустимий ({what}: не більше {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what}: неприпустимий текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what}: довше за {limit} символів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what}: має бути текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>у файлі завелике число, його неможливо прочитати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не текстовий (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}: немає поля «{key}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}: поле «{key}» має бути цілим числом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}: поле «{key}» має неправильний тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}: неправильний ID {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where}: має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where}: потрібне додатне число для {players} гравців</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>колода має бути об’єктом JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>у колоди немає номера версії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>версія колоди {version} новіша за ту, яку читає ця гра ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>невідома версія колоди {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>у колоді немає деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>у колоді забагато форм деталей (не більше {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>деталь {piece}: клітинка записується як [рядок, колонка] зі значеннями від 0 до 4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>деталь {piece}: у деталі від 1 до {most} різних клітинок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>деталь {piece}: її клітинки не з’єднані</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>деталь {piece}: кількість має бути від 0 до 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>деталь {piece}: колір має бути записаний як #rrggbb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>дві деталі мають ID {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>деталі {piece} і {other} мають однакову форму з точністю до повороту й віддзеркалення</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>у колоді забагато головоломок (не більше {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>дві головоломки мають ID {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>головоломка {puzzle} має той самий ID, що й деталь</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>головоломка {puzzle}: колір має бути «white» або «black»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>головоломка {puzzle}: бали мають бути від 0 до 99</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>головоломка {puzzle}: її винагорода {shown} — не деталь цієї колоди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>головоломка {puzzle}: клітинки — це 5 рядків по 5 символів «.» або «#»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>головоломка {puzzle} не має заглибленої клітинки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>колода: «setup» має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supply має перелічувати ID деталей цієї колоди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply: не більше {most} деталей</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_size має бути числом від 1 до 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo: білих і чорних разом має бути щонайменше 9 головоломок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locks — це три числа (замки над колонками 1–3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supply: потрібне число для standard, challenging і unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>файл завеликий для колоди (понад {limit} МБ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>це не файл колоди у форматі JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>файл має завелику вкладеність для колоди</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>«{key}» має бути списком ID головоломок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where}: має бути рівно {size} плиток, а не {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}: невідомий ID головоломки {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}: невідомий ID деталі {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}: {puzzle} — біла головоломка, а не чорна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}: {puzzle} — чорна головоломка, а не біла</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}: {puzzle} трапляється двічі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>запис гри має бути об’єктом JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>у запису немає номера версії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>версія запису {version} не підтримується</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>версія запису {version} не підтримується (її створила новіша версія гри)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>вбудована колода неправильна: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>вбудована колода має завелику вкладеність</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>«players» має бути списком імен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>«solo» має бути об’єктом, у якого «difficulty» — standard, challenging або unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>у грі соло рівно один гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>у грі від 2 до 4 гравців, а не {count} (або 1 із «solo»)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>«seed» має бути цілим числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>«seed» поза допустимим діапазоном</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>у колоді соло має бути рівно {size} плиток, а не {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>колода соло не відповідає зерну</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>це не файл колоди Project L (формат не «{format}»)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>колода — чернетка, в одиночну гру нею грати не можна (чого в ній бракує, скаже project-l deck validate)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>колода — чернетка, нею не можна грати, коли гравців {players} (чого в ній бракує, скаже project-l deck validate)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>поле «back» колоди має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>сорочка карт має бути однією з цих: {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>зображення сорочки карт має бути текстом (файл PNG або JPEG у base64)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>зображення сорочки карт — не текст у base64</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>зображення сорочки карт більше за {kb} КБ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>зображення сорочки карт має бути у форматі PNG або JPEG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>скопійовані карти завеликі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>у буфері обміну немає скопійованих карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>скопійовані карти версії {version} прочитати не можна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>у скопійованих картах немає їхніх головоломок чи деталей</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>це не запис гри Project L (формат не «{format}»)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>запис гри соло вказує одне поле «{key}», а не білу й чорну колоди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>у записі немає ні «{key}», ні «seed»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>«{key}» буває лише в записах гри соло; вкажіть «white_deck» і «black_deck»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>вкажіть і «white_deck», і «black_deck»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>у записі немає ні колод, ні «seed»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>колоди не відповідають зерну</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>«actions» має бути списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>у записі понад {most} дій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}: «player» має бути номером гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>поле, якого гра не знає, містить неприпустимий текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>файл понад {limit} МБ: завеликий для запису гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>файл не у форматі JSON (рядок {line})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>файл має завелику вкладеність для запису гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}: поля «{key}» немає або воно не текстове</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}: «cells» має бути списком пар [рядок, колонка]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}: клітинка записується як [рядок, колонка]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}: клітинка [{row}, {col}] поза плиткою (0–4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}: розміщення має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}: «placements» має бути списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}: поле «piece» має бути текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}: невідомий тип дії {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}: поля «type» немає або воно не текстове</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>у грі {players} гравців, а місць указано {seats}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>дію {index} гри неможливо відтворити: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>файл порожній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>розмір файлу {size} — більше, ніж може мати збережена гра (не більше {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>це не збережена гра: файл не текстовий (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>файл обрізаний: він уривається посеред даних (рядок {line})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>це не збережена гра: файл не у правильному форматі JSON (рядок {line}, позиція {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>це не збережена гра: дані мають завелику вкладеність</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>це не збережена гра: у ній задовге число</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>це не збережена гра: у файлі {holds}, а не об’єкт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>це файл колоди Project L, а не збережена гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>це не збережена гра Project L: її формат {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>це не збережена гра Project L: у ній немає поля «format»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>збережена гра не має номера версії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>тепер у ньому інша гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>гру збережено новішою версією Project L (версія файлу {version}; ця версія читає версію {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>версія файлу {version} не підтримується</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>налаштування вигляду {key} поза допустимим діапазоном</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>налаштування вигляду {key} — не скінченне число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>налаштування вигляду {key} має бути текстом, числом, true/false або null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>налаштування вигляду («view») у збереженні мають бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>у збереженні понад {most} налаштувань вигляду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>налаштування вигляду {key} має забагато елементів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>{key} у збереженні має бути коротким текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>розділ «app» у збереженні має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>«save_version» у збереженні має бути цілим числом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>гру збережено новішою версією Project L (версія збереження {version}; ця версія читає версію {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>«seats» у збереженні має бути списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>у збереженні {seats} місць на {players} гравців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>місце {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>місце {number} — {shown}, а гравець {number} у записі — {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>мережеві налаштування збереження: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>дія {index}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>місце має бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>місцю потрібне ім’я завдовжки від 1 до 100 символів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>ім’я місця — неприпустимий текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>невідомий вид місця {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>невідомий рівень ШІ {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>назва гри — від 1 до {most} символів, допустимих в імені</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>немає TCP-порту {shown}: порти — від 1 до 65535</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>ШІ займає місце через час від 1 секунди до 1 години, а не {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>адреса сервера — це адреса ws:// або wss://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>мережеві налаштування мають бути об’єктом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>мережевим налаштуванням потрібна назва гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>порт має бути цілим числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>«offer_lan» має бути true або false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>«takeover_seconds» має бути цілим числом або null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>«server» має бути адресою або null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>клітинки головоломки — це 5 рядків по 5 символів</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>колір головоломки має бути «white» або «black»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>головоломка має поле неправильного типу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>автозбереження завелике</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>автозбереження не у форматі JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>це не автозбереження редактора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>в автозбереженні немає колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>колоду з автозбереження неможливо прочитати (поле {key})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>збережена гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>запис гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>налаштування мережевої гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>назва колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>ID колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>опис колоди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>деталь {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>деталь {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>назва деталі {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>головоломка {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>головоломка {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>винагорода за головоломку {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>ID ({item})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>біла колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>чорна колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>біла частина колоди соло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>чорна частина колоди соло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>ім’я гравця {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>дія {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}, розміщення {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>назва налаштування вигляду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>налаштування вигляду {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>{key} у збереженні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>неможливо зберегти {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>неможливо створити теку {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>неможливо використати теку {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>теку {path} займає інша програма</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>неможливо записати файл налаштувань {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} — файл, а не тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>неможливо використати теку історії {path}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>неможливо використати теку автозбережень {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>неможливо перенести гру до історії: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>неможливо перемістити {path} до {folder}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>доступ заборонено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>диск доступний лише для читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>теки не існує</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>частина шляху — файл, а не тека</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>заважає тека з такою самою назвою</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>ШІ вибрав неприпустиму дію: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>ШІ відповів {shown}, а це не дія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>помилка в програмі: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>фаза: %1, раунд %2, ходить гравець %3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>лишилася %n дія</numerusform>
            <numerusform>лишилися %n дії</numerusform>
            <numerusform>лишилося %n дій</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1: %2: %3, завершено: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>суперник: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>переможці: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>суперник</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>Результати за суперниками</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>Немає ігор для показу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1: перемог %2, спільних %3, поразок %4</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 перемагає суперника!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>Перемагає суперник</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 перемагає!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1 поділяють перемогу</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>Рівний рахунок (%1): нічия на користь суперника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 проти %2 у суперника</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1 має найбільше балів (%2 проти %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>Рівний рахунок (%1): %2 перемагає, бо має більше завершених головоломок (%3 проти %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1-ше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2-ге</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3-тє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4-те</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5-те</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>Суперник</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>Гру ще не закінчено</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>Бали по раундах</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>Ті самі гравці й колода, нова роздача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>&amp;Переглянути цю гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>Пройти гру крок за кроком від першої дії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>&amp;Глянути на стіл</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>Обрати гравців і колоду для нової гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>Закрити результати й подивитися на стіл, яким він був наприкінці гри</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – переможець</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>Завершальні штрихи: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>Завершальні штрихи: немає</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>Головоломки: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>Незавершені головоломки: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>Лишилося жетонів: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>Лишилося деталей: %1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>Ваша &amp;статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Ваші перемоги й поразки, рейтинг проти комп’ютера, найкращі ігри та інше</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>Перегляд: %1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>Дії гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>Дії</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>Аналіз</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>До роздачі (Home)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>На хід назад (Page Up)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>На дію назад (стрілка ліворуч)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>Відтворити гру звідси (пробіл)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>На дію вперед (стрілка праворуч)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>На хід уперед (Page Down)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>До кінця (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>&amp;Грати далі звідси</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>Почати нову гру, що продовжується з показаної позиції</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>Позиція в грі</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>Перегляд</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Проаналізувати гру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>Комп’ютер переглядає кожен хід і позначає ті, що коштували балів (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>Показати &amp;кращий хід</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>На позначеному ході: показати на столі кращий хід (або зіграний) (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>&amp;Наступний позначений хід</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>Показати наступний хід, позначений аналізом (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>П&amp;опередній позначений хід</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>Показати попередній хід, позначений аналізом (Shift+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>А&amp;наліз</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>Показати панель &amp;аналізу</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>Роздача (перед першою дією)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(дія)</translation>
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
            <numerusform>Роздача, усього %n дія</numerusform>
            <numerusform>Роздача, усього %n дії</numerusform>
            <numerusform>Роздача, усього %n дій</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>Дія %1 з %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - гру закінчено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - раунд %2, діє %3</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>Пауза (пробіл)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>Гру неможливо проаналізувати: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>Аналіз скасовано.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>Аналіз готовий: %n позначений хід</numerusform>
            <numerusform>Аналіз готовий: %n позначені ходи</numerusform>
            <numerusform>Аналіз готовий: %n позначених ходів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>Аналіз не вдався: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>Аналіз не збережено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>Не вдалося записати аналіз у %1:
%2

Його показано тут; повторний аналіз виконає його знову.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(нічого)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(різні)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (не деталь цієї колоди)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>Довідка з правил</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>У цьому встановленні бракує документа з правилами (docs/rules.md).</translation>
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
        <translation>Переглянути з&amp;бережену гру…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>Переглянути &amp;цю гру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>&amp;Історія…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не вдається відкрити %1:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>Переглянути гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Збережені ігри (*%1);;Записи ігор (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Ваші перемоги й поразки, рейтинг проти комп’ютера, найкращі ігри та інше</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>Рахунок по раундах</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Початок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>Бали наприкінці кожного раунду:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>; підсумок %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>Рахунок кожної гри</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>Немає ігор для показу</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n гра: рахунок від %1 до %2, останній %3</numerusform>
            <numerusform>%n гри: рахунок від %1 до %2, останній %3</numerusform>
            <numerusform>%n ігор: рахунок від %1 до %2, останній %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · рахунок %3
Клацніть, щоб переглянути гру</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>Ігри, спершу старі</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>середнє за 5 останніх ігор</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L доступний за адресою %1 (протокол %2, не більше %n кімнати); зупинка — Ctrl+C</numerusform>
            <numerusform>Project L доступний за адресою %1 (протокол %2, не більше %n кімнат); зупинка — Ctrl+C</numerusform>
            <numerusform>Project L доступний за адресою %1 (протокол %2, не більше %n кімнат); зупинка — Ctrl+C</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>Сервер зупинено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>Не вдається прочитати файл пароля %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>У файлі пароля %1 немає пароля.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>Не вдається використати сертифікат TLS і ключ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>Не вдається приймати з’єднання на %1, порт %2: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>гравець</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>ігри</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>перемоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>% перемог</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>бали</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>ст. відх.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>головоломки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>сер. мс</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 мс</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>суперник</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>різниця</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>соло %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n гравець</numerusform>
            <numerusform>%n гравці</numerusform>
            <numerusform>%n гравців</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2; %3), зерна %4-%5, час складного ШІ %6 с, %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n гра</numerusform>
            <numerusform>%n гри</numerusform>
            <numerusform>%n ігор</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n процес</numerusform>
            <numerusform>%n процеси</numerusform>
            <numerusform>%n процесів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>записи: %1 збережено в %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>невідомий рівень ШІ %1 (оберіть %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players потребує принаймні одного рівня ШІ</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>у грі від 2 до 4 гравців, а не %n (або скористайтеся --solo)</numerusform>
            <numerusform>у грі від 2 до 4 гравців, а не %n (або скористайтеся --solo)</numerusform>
            <numerusform>у грі від 2 до 4 гравців, а не %n (або скористайтеся --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo грає від 1 до 4 рівнів по черзі, а не %n</numerusform>
            <numerusform>--solo грає від 1 до 4 рівнів по черзі, а не %n</numerusform>
            <numerusform>--solo грає від 1 до 4 рівнів по черзі, а не %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>не вдається створити %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>не вдається зберегти запис гри: %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>колода: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>Ваша статистика</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>Період</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Суперники</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Гравців за столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Гравець:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Період:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>П&amp;роти:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Стіл:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>&amp;Експорт у CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>Усі ігри цієї статистики, по рядку на гру, для електронної таблиці</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>Проти</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>Різниця</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>Головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>Завершальні штрихи</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>&amp;Ігри</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>Рахунок кожної гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>Результати за суперниками</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>Найкращі ігри</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>Найуживаніші деталі</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>Підсумки гри соло</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>Складність</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Перемог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Поразок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>Найкраща різниця</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>&amp;Огляд</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>Останні 7 днів</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Останні 30 днів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Останні 12 місяців</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Усі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>Будь-яка кількість</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2 гравці</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3 гравці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4 гравці</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>Комп’ютер (легкий)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>Комп’ютер (середній)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Комп’ютер (складний)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>Змішаний стіл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>Лише люди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Соло</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ Перемога</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= Спільна перемога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ Поразка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>Базова</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>Важка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>Непереможна</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>Читання ваших ігор…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>Читання ваших ігор… %1 з %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ Не вдалося прочитати історію: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>В історії поки немає ігор: кожна гра, яку ви завершили (або покинули заради іншої), зберігається там і враховується тут.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>Не враховано %n незавершену гру.</numerusform>
            <numerusform>Не враховано %n незавершені гри.</numerusform>
            <numerusform>Не враховано %n незавершених ігор.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>Не враховано %n навчальну гру.</numerusform>
            <numerusform>Не враховано %n навчальні гри.</numerusform>
            <numerusform>Не враховано %n навчальних ігор.</numerusform>
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
            <numerusform>⚠ %n гру з історії не вдається прочитати, її не враховано: %1</numerusform>
            <numerusform>⚠ %n гри з історії не вдається прочитати, їх не враховано: %1</numerusform>
            <numerusform>⚠ %n ігор з історії не вдається прочитати, їх не враховано: %1</numerusform>
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
            <numerusform>після %n гри проти комп’ютера</numerusform>
            <numerusform>після %n ігор проти комп’ютера</numerusform>
            <numerusform>після %n ігор проти комп’ютера</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>Рейтинг з’явиться після ігор з комп’ютером</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>Рейтинг на кшталт Ело (Glicko) за шкалою рівнів комп’ютера: легкий %1, середній %2, складний %3. Він змінюється після кожної завершеної гри проти них; ваша сила з упевненістю 95% лежить у межах ±.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>перемог %1 · спільних %2 · поразок %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · соло %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>Середній рахунок</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/гру · середнє за останню %n гру: %3</numerusform>
            <numerusform>%1 %2/гру · середнє за останні %n гри: %3</numerusform>
            <numerusform>%1 %2/гру · середнє за останні %n ігор: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>Завершені головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>білих %1 · чорних %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>балів віддано в %n грі</numerusform>
            <numerusform>балів віддано в %n іграх</numerusform>
            <numerusform>балів віддано в %n іграх</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
Клацніть, щоб переглянути гру</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: поставлено %n раз</numerusform>
            <numerusform>%1: поставлено %n рази</numerusform>
            <numerusform>%1: поставлено %n разів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>Не вдається відкрити гру</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>Експорт статистики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>Не вдається експортувати статистику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>Не вдалося записати %1:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n гру експортовано в %1</numerusform>
            <numerusform>%n гри експортовано в %1</numerusform>
            <numerusform>%n ігор експортовано в %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>лівої колонки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>середньої колонки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>правої колонки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>колонки %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>Скасовано</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>ШІ не зміг походити: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>Гру закінчено: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>Хід гравця %1 завершено: натисніть «Далі» (пробіл), щоб походив %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>Хід гравця %1 завершено: далі ходить %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>Далі (пробіл)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>Оберіть винагороду за %1: клацніть одну з підсвічених деталей у резерві (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1: завершальні штрихи. Покладіть деталі на свої головоломки (кожна коштує 1 бал), потім натисніть «Готово»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>Головна дія: покладіть по одній деталі на будь-які свої головоломки, потім «Підтвердити»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1: візьміть головоломку, візьміть деталь 1-го рівня, перетягніть деталь на головоломку або клацніть деталь у запасі, щоб підвищити її рівень</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>На столі немає гри</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>Гру закінчено: почніть нову з меню «Гра»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>Зачекайте, доки деталі опустяться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>Зараз хід гравця %1 (комп’ютер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>Зачекайте: комп’ютер думає</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>Для головної дії потрібна головоломка, на яку можна покласти деталь</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Завершальні штрихи: покладено %n, ціна -%n бал. «Готово» застосовує їх</numerusform>
            <numerusform>Завершальні штрихи: покладено %n, ціна -%n бали. «Готово» застосовує їх</numerusform>
            <numerusform>Завершальні штрихи: покладено %n, ціна -%n балів. «Готово» застосовує їх</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Головна дія: запланована %n деталь. «Підтвердити» застосовує її</numerusform>
            <numerusform>Головна дія: заплановані %n деталі. «Підтвердити» застосовує їх</numerusform>
            <numerusform>Головна дія: заплановано %n деталей. «Підтвердити» застосовує їх</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>Покласти %1 на головоломку (клавіатура)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>Підвищити %1 до</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>Обміняти %1 на</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>У резерві немає деталі для підвищення чи обміну</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (рівень %2, лишилося %3)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>Допоміжний процес комп’ютерних гравців довелося перезапустити. Гра триває.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>ШІ, легкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>ШІ, середній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>ШІ, складний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>ШІ</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>Білі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чорні</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>РЕЗУЛЬТАТИ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>%1: завершальні штрихи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>Покладено деталей: %1, вартість -%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>Кожна покладена деталь коштує 1 бал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>ЗАВЕРШАЛЬНІ ШТРИХИ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1: оберіть винагороду</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>Хід: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>Лишилося дій:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>Головна дія: виконана</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Головна дія: запланована %n деталь</numerusform>
            <numerusform>Головна дія: заплановані %n деталі</numerusform>
            <numerusform>Головна дія: заплановано %n деталей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>Головна дія: доступна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>ФІНАЛЬНИЙ РАУНД</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>ДАЛІ ФІНАЛЬНИЙ РАУНД</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>Через мережу</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 грає на іншому комп’ютері</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>Немає зв’язку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1: зв’язок утрачено; гравець може повернутися з тим самим кодом запрошення та ім’ям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>Поки що грає ШІ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1: зв’язок утрачено; ШІ грає замість цього гравця до його повернення</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>Переможець</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>Грає</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>Завершує</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>Завершено: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>стос</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>замкнена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>відкрита</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>базова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>важка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непереможна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>Суперник (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>Взято головоломок: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>Його запас: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>Штрихи: -%1</translation>
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
            <numerusform>Найменше деталей для заповнення: %n</numerusform>
            <numerusform>Найменше деталей для заповнення: %n</numerusform>
            <numerusform>Найменше деталей для заповнення: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>Деталі цієї колоди не можуть її заповнити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>Найменше деталей для заповнення: заскладно порахувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>Найменше деталей для заповнення: рахуємо…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>Головоломка %1: %n бал</numerusform>
            <numerusform>Головоломка %1: %n бали</numerusform>
            <numerusform>Головоломка %1: %n балів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>Винагорода: деталь %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>%n клітинка для заповнення</numerusform>
            <numerusform>%n клітинки для заповнення</numerusform>
            <numerusform>%n клітинок для заповнення</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>ще %n порожня клітинка</numerusform>
            <numerusform>ще %n порожні клітинки</numerusform>
            <numerusform>ще %n порожніх клітинок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Резерв: деталь %1, лишилася %n</numerusform>
            <numerusform>Резерв: деталь %1, лишилося %n</numerusform>
            <numerusform>Резерв: деталь %1, лишилося %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>Запас гравця %1: деталь %2, %n штука</numerusform>
            <numerusform>Запас гравця %1: деталь %2, %n штуки</numerusform>
            <numerusform>Запас гравця %1: деталь %2, %n штук</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>Біла колода: лишилася %n плитка</numerusform>
            <numerusform>Біла колода: лишилося %n плитки</numerusform>
            <numerusform>Біла колода: лишилося %n плиток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Чорна колода: лишилася %n плитка</numerusform>
            <numerusform>Чорна колода: лишилося %n плитки</numerusform>
            <numerusform>Чорна колода: лишилося %n плиток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Колода: лишилася %n плитка</numerusform>
            <numerusform>Колода: лишилося %n плитки</numerusform>
            <numerusform>Колода: лишилося %n плиток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>Колонку %1 замикає %n жетон</numerusform>
            <numerusform>Колонку %1 замикають %n жетони</numerusform>
            <numerusform>Колонку %1 замикають %n жетонів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>Колонка %1 відкрита</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1: завершено %n головоломку</numerusform>
            <numerusform>%1: завершено %n головоломки</numerusform>
            <numerusform>%1: завершено %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n бал</numerusform>
            <numerusform>%1: %n бали</numerusform>
            <numerusform>%1: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Завершені головоломки: %n</numerusform>
            <numerusform>Завершені головоломки: %n</numerusform>
            <numerusform>Завершені головоломки: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Завершальні штрихи: %n деталь, знято %n бал</numerusform>
            <numerusform>Завершальні штрихи: %n деталі, знято %n бали</numerusform>
            <numerusform>Завершальні штрихи: %n деталей, знято %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>Суперник узяв %n головоломку</numerusform>
            <numerusform>Суперник узяв %n головоломки</numerusform>
            <numerusform>Суперник узяв %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Його рахунок: %n бал</numerusform>
            <numerusform>Його рахунок: %n бали</numerusform>
            <numerusform>Його рахунок: %n балів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>Запас суперника: %n жетон</numerusform>
            <numerusform>Запас суперника: %n жетони</numerusform>
            <numerusform>Запас суперника: %n жетонів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tab переходить між плитками й деталями, Enter використовує поточну; Довідка &gt; Клавіатура показує всі клавіші</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>оцінка часу, що залишився…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>залишилося менше хвилини</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>залишилося близько %n хвилини</numerusform>
            <numerusform>залишилося близько %n хвилин</numerusform>
            <numerusform>залишилося близько %n хвилин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>залишилося близько %n години</numerusform>
            <numerusform>залишилося близько %n годин</numerusform>
            <numerusform>залишилося близько %n годин</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>Оберіть винагороду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>Деталі-винагороди за вашу головоломку в резерві не лишилося, тож оберіть іншу: клацніть один з підсвічених стосів у резерві.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>Чорна колода порожня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>Кінець гри близько: раунд, у якому закінчилася чорна колода, доігрується до кінця, а потім ще один повний раунд (фінальний раунд). Після нього — завершальні штрихи й підрахунок балів.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>Колода порожня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>Кінець гри близько: після ходу, у якому закінчилася колода, ви робите ще один хід і суперник ще один, потім настають завершальні штрихи. Кожна незавершена головоломка коштує вам своїх балів.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>Завершальні штрихи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>Остання нагода завершити головоломки: покладіть будь-які деталі із запасу на свої головоломки, по балу за кожну, потім натисніть «Готово». Завершена зараз головоломка приносить бали, але не дає винагороди.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>Завершіть цю головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>Одна деталь з вашого запасу заповнює решту цієї головоломки. Завершена головоломка приносить свої бали, повертає свої деталі й дає вам деталь-винагороду.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>Стос порожній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>Коли ви маєте взяти деталь, якої вже немає, ви берете іншу того самого рівня. Якщо й цей рівень порожній, ви обираєте з найближчого вищого рівня або з будь-якого нижчого.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>Колонку замкнено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>Суперник узяв найкращу головоломку з колонок без жетонів, і тепер його жетони замикають цю колонку. Кожна головоломка, яку ви берете, знімає один жетон з її колонки: тримайте цінні головоломки замкненими або беріть їх першими.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>Головна дія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>Деталі з вашого запасу підходять до кількох головоломок. Раз за хід головна дія (M) кладе по одній деталі на кожну вашу головоломку лише за одну дію.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>Підвищте рівень деталі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>Клацніть деталь у своєму запасі, щоб віддати її за деталь наступного рівня: більші деталі швидше заповнюють головоломки.</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>&amp;Зрозуміло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>&amp;Більше без порад</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>Лише гравець, чий зараз хід, може використовувати деталі, і лише зі свого запасу</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>Це запас іншого гравця</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>У запасі не лишилося деталей такої форми</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>Спершу підтвердьте або скасуйте розміщення</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>З резерву можна взяти лише деталь 1-го рівня (%1); більші деталі отримують підвищенням рівня</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>Перетягніть деталь зі свого запасу на цю головоломку або виберіть деталь у запасі й натисніть Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>Це головоломка гравця %1: деталі кладуть на власні головоломки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>Колода лежить долілиць: візьміть плитку з ряду</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1: %2, винагорода %3. Enter бере її.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>Резерв: %1 × %2. Enter бере деталь, якщо це дозволено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>Ваша %1. Enter: покласти, підвищити рівень чи обміняти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>Ваша головоломка %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>поки немає</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>Завершені головоломки гравця %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>Жетони над %1: %2. Суперник не бере плиток з колонки, над якою лежить жетон</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>Головоломки суперника: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>У вас немає головоломки, на яку можна покласти деталь</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>Стрілки рухають деталь, R повертає, F перевертає, Tab або 1-4 обирає головоломку, Enter кладе, Escape скасовує</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>Покладіть деталь на одну зі своїх головоломок: R або коліщатко повертає, F або права кнопка перевертає, Escape скасовує</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>Деталь повернулася: покладіть її на одну зі своїх головоломок</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>Повернути</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1: %2, винагорода %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>Резерв: %1 × %2.</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n бал, винагорода %1</numerusform>
            <numerusform>%n бали, винагорода %1</numerusform>
            <numerusform>%n балів, винагорода %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1: білі головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1: чорні головоломки</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>Взято</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>Покладено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Нове</translation>
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
        <translation>Пр&amp;одовжити</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>Шукаємо незавершену гру…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>Від двох до чотирьох гравців, люди або комп’ютер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>&amp;Соло</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>Гра наодинці проти суперника</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>&amp;Редактор колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>Створюйте головоломки, деталі й цілі колоди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>Від&amp;крити…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>Збережена гра або запис гри</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>Недавні &amp;ігри</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>Недавні ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Натисніть Enter або двічі клацніть, щоб відкрити гру</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>Читаємо ваші недавні ігри…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>Не вдалося прочитати недавні ігри: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (соло)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ Неможливо прочитати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ Завершена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ Незавершена, раунд %1</translation>
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
        <translation>Натисніть Enter або двічі клацніть, щоб відкрити гру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>Недавніх ігор ще немає: тут з’являться ігри, які ви зберігаєте або відкриваєте.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>Немає незавершеної гри: почніть нову або відкрийте збережену</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · раунд %2 · покинута без збереження %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · раунд %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>При&amp;єднатися до мережевої гри…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>Беріть головоломки, кладіть деталі й підвищуйте їхній рівень.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>&amp;Редактор колод…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>Створюйте головоломки, деталі й цілі колоди (редактор колод відкривається в окремому вікні)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>С&amp;касувати дію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>&amp;Головна дія</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>Покласти щонайбільше по одній деталі на кожну вашу головоломку як одну дію (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Підтвердити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>П&amp;ерервати</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>&amp;Завершити хід</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>Завершити хід зараз, хоча дії ще лишилися (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Зм&amp;еншити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>&amp;Увесь стіл</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал гри</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Довідка з правил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>&amp;Про Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>Швидкість &amp;анімації</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>&amp;Вимкнено (миттєво)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>&amp;Повільно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Звичайно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Швидко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>&amp;Дуже швидко</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>Го&amp;тово (завершальні штрихи)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>&amp;Підтвердити головну дію</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>Завершити хід?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>У вас лишилася %n дія. Усе одно завершити хід?</numerusform>
            <numerusform>У вас лишилося %n дії. Усе одно завершити хід?</numerusform>
            <numerusform>У вас лишилося %n дій. Усе одно завершити хід?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Більше не питати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>Це питання можна знову ввімкнути в Правка &gt; Налаштування</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>Позначити клітинки %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>Стерти клітинки %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>Зробити %1 білою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>Зробити %1 чорною</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>Задати бали %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>Задати винагороду %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>Перейменувати %1 на %2</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>Додати головоломку %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>Видалити головоломку %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>Змінити форму деталі %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>Перейменувати деталь %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>Змінити колір деталі %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>Задати кількість %1 у резерві</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>Додати деталь %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>Видалити деталь %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>Перейменувати колоду</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>Змінити опис</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>Змінити сорочки плиток</translation>
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
        <translation>Колода без назви</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · сторінка %2 з %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>Ця смужка має довжину 5 см, якщо друкувати в масштабі 100% (реальний розмір).</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>Плитки-головоломки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>Сорочки плиток</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>Деталі</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>Порожньо</translation>
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
        <translation>Деталь потребує принаймні однієї клітинки. Намалюйте її клітинки на сітці.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>Деталь має щонайбільше 5 клітинок. Приберіть одну, щоб використати цей малюнок.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>Клітинки деталі мають торкатися сторонами. З’єднайте їх.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>Це та сама форма, що й %1 (з точністю до повороту й віддзеркалення): відхилено. Малюйте далі, щоб утворити іншу форму.</translation>
    </message>
</context>
</TS>
