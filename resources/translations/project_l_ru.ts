<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>неточность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>без отметки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>Ход %1, раунд %2, %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>лучший найденный ход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>близко к лучшему найденному ходу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>сыграно: %1 (ожидаемая разница %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>лучше: %1 (ожидаемая разница %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>почему: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1, потеряно преимущества: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1: точность %2, средняя потеря за ход: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n неточность</numerusform>
            <numerusform>%n неточности</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n грубая ошибка</numerusform>
            <numerusform>%n грубые ошибки</numerusform>
            <numerusform>%n грубых ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>самый большой перепад: ход %1</numerusform>
            <numerusform>самые большие перепады: ходы %1</numerusform>
            <numerusform>самые большие перепады: ходы %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>Исход партии был неясен до самого конца.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>Партия решилась на ходу %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>Партия решилась на ходу %1 (раунд %2, ход игрока %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Разница с соперником: итоговый счёт игрока минус счёт соперника.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(анализ, сохранённый в файле)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>анализ сохранён в %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players ждёт номера мест от 0 до %1, а не %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>проанализировано ходов: %1 из %2, оставшееся время: около %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
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
            <numerusform>%n час</numerusform>
            <numerusform>%n часа</numerusform>
            <numerusform>%n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n ход для разбора, оценка времени: %1</numerusform>
            <numerusform>%n хода для разбора, оценка времени: %1</numerusform>
            <numerusform>%n ходов для разбора, оценка времени: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n ход для разбора, оценка времени: %1 — больше, чем позволяет --max-turns (%2). Разберите меньше мест (--players), уменьшите --budget или увеличьте --max-turns.</numerusform>
            <numerusform>%n хода для разбора, оценка времени: %1 — больше, чем позволяет --max-turns (%2). Разберите меньше мест (--players), уменьшите --budget или увеличьте --max-turns.</numerusform>
            <numerusform>%n ходов для разбора, оценка времени: %1 — больше, чем позволяет --max-turns (%2). Разберите меньше мест (--players), уменьшите --budget или увеличьте --max-turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>собирает {puzzle} сейчас и получает награду {reward}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>собирает {puzzles} на этом ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>собирает {puzzles} на этом ходу, а не только {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>собирает {puzzle} сейчас и получает награду {reward} на раунд раньше</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>берёт {puzzle} (очков: {points}) вместо {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>берёт {puzzle} (очков: {points})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>берёт {piece}, с которой {puzzle} собирается на следующем ходу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>выкладывает главным действием сразу несколько деталей ({count})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>использует все действия, а не завершает ход с оставшимися действиями ({left})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>завершающие штрихи, которые собирают {puzzle}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>завершающие штрихи, которые стоят меньше очков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>получает {piece} вместо {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>ещё и получает {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>улучшает {old} до {piece} вместо того, чтобы получить {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>ещё и улучшает {old} до {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>берёт {puzzle} (награда {reward}) вместо {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>берёт {puzzles} вместо {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>ещё и берёт {puzzle} (награда {reward})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>берёт {puzzle} раньше {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>заполняет больше клеток несобранных головоломок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>сохраняет больше очков в пределах досягаемости</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>неточность</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>Н (неточность)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>О (ошибка)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>Г (грубая ошибка)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>лучший</translation>
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
        <translation>Разница</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>Разница с соперником</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>решено</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>Прогресс анализа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>Отменить анализ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>Ожидаемая разница очков по ходу партии</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>Отмеченные ходы</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>Сводка анализа</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>Отмеченный ход словами</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>Анализ &gt; Проанализировать партию: компьютер просматривает каждый ход игроков и отмечает те, что стоили очков.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>Анализ партии…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>Лучше: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>Ни один ход не стоил очка или больше.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>раунд %1 (ход игрока %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n неточность</numerusform>
            <numerusform>%n неточности</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n грубая ошибка</numerusform>
            <numerusform>%n грубые ошибки</numerusform>
            <numerusform>%n грубых ошибок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1: точность %2 %</translation>
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
        <translation>Самые большие потери: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Разница с соперником: итоговый счёт игрока минус счёт соперника.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>Исход партии решился: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>Исход партии был неясен до самого конца.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>Ожидаемая итоговая разница очков с соперником в начале каждого хода.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>Ожидаемая итоговая разница очков каждого игрока в начале каждого хода.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Сыграно:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Лучше:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Почему:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>Показать &amp;сыгранный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>На столе лучший ход; показать вместо него сыгранный (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>Показать &amp;лучший</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>На столе сыгранный ход; показать вместо него лучший (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>Анализ хода %1 из %2 — %3</translation>
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
        <translation>Лаборатория баланса — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>Партии для игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>Уровни ИИ (по очереди на местах):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>&amp;Партий на вариант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>За&amp;крыть</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>Соло, базовая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>Соло, сложная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>Соло, непобедимая</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>Партии остановились: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Отменено после %n партии</numerusform>
            <numerusform>Отменено после %n партий</numerusform>
            <numerusform>Отменено после %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Готово: сыграна %n партия</numerusform>
            <numerusform>Готово: сыграны %n партии</numerusform>
            <numerusform>Готово: сыграно %n партий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>Выберите партии и нажмите «Запустить».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>Сыграно партий: %1 из %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>Эта колода</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>Классическая колода</translation>
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
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>Преимущество первого игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Средний счёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>Среднее число раундов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>Партии с нехваткой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>Нехваток всего</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>Средний счёт соперника</translation>
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
        <translation>Получено</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>Головоломка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>Экспорт отчёта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>Отчёт HTML (*.html);;Отчёт PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>Не удалось экспортировать отчёт</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>Открыть в просмотре п&amp;артии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>Награды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>Необычные партии</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>При таком числе партий доля побед места известна с точностью около ±%n процентного пункта.</numerusform>
            <numerusform>При таком числе партий доля побед места известна с точностью около ±%n процентных пунктов.</numerusform>
            <numerusform>При таком числе партий доля побед места известна с точностью около ±%n процентных пунктов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>Предыдущая версия</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>Сравнение с классической колодой и с предыдущей версией этой колоды (запуск от %1, %2 на вариант). Изменено с тех пор: добавлено %3; удалено %4; изменено %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>У каждого показателя свой 95-% интервал. Ничья делит победу между победителями.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Каждое место проверяется на справедливую долю с поправкой Холма на %n место, проверенное в этом запуске.</numerusform>
            <numerusform>Каждое место проверяется на справедливую долю с поправкой Холма на %n места, проверенных в этом запуске.</numerusform>
            <numerusform>Каждое место проверяется на справедливую долю с поправкой Холма на %n мест, проверенных в этом запуске.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужна примерно %n партия на вариант.</numerusform>
            <numerusform>Слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужно примерно %n партии на вариант.</numerusform>
            <numerusform>Слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужно примерно %n партий на вариант.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>Доля побед по местам (95-% интервал)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>справедливая доля %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>Счёт (доля мест, 95-% интервал)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>Длина партии в раундах (доля партий, 95-% интервал)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (от %2 до %3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>Доля побед места %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>Места, получившие её</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>Их доля побед</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>Справедливая доля</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>p-значение (Холм)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>Отмечено: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>Ни одна головоломка не выходит явно за пределы диапазона своего цвета.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0,001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ слишком сильная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ слишком слабая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>слишком мало партий</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>Раздана</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>Выложена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>Взята, когда выложена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>Собрана, когда взята</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>Взята за ход в выкладке</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>Очки за партию с раздачей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>Очки за партию с выкладкой</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>Белая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чёрная</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>Примерно %n партия на вариант даёт точность ±5 процентных пунктов.</numerusform>
            <numerusform>Примерно %n партии на вариант дают точность ±5 процентных пунктов.</numerusform>
            <numerusform>Примерно %n партий на вариант дают точность ±5 процентных пунктов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>Это партии ИИ: люди могут играть иначе.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>Сравнение с классической колодой. Следующий запуск изменённой версии этой колоды будет сравниваться и с этим.</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>Каждая доля отнесена к тому, как часто головоломка была в игре: когда выложена (лицом вверх в ряду), когда взята, когда раздана.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>Головоломка слишком сильная или слишком слабая, если её очки за партию с выкладкой явно выходят за пределы диапазона большинства головоломок её цвета.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>Её интервалы верны для всех головоломок колоды сразу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>Щёлкните заголовок столбца, чтобы отсортировать.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>Места, получившие деталь-награду, и их доля побед по сравнению со справедливой долей места; сначала самые надёжные различия.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>p-значения скорректированы на проверку каждой детали (Холм): ниже 0,05 различие вряд ли случайно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>Партии намного длиннее или короче остальных (дальше трёх межквартильных размахов, не меньше двух раундов).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>Их записи хранятся вместе с запуском: откройте любую, чтобы посмотреть.</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>Первый игрок побеждает чаще справедливой доли (p с поправкой Холма %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>Первый игрок побеждает реже справедливой доли (p с поправкой Холма %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>Преимущество первого игрока меньше 5 процентных пунктов в любую сторону.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n партия закончилась вничью: каждый победитель получает долю победы.</numerusform>
            <numerusform>%n партии закончились вничью: каждый победитель получает долю победы.</numerusform>
            <numerusform>%n партий закончились вничью: каждый победитель получает долю победы.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>Медиана раундов</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>Партия</translation>
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
        <translation>Уровни ИИ</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, партия %2 (%n раунд)</numerusform>
            <numerusform>%1, партия %2 (%n раунда)</numerusform>
            <numerusform>%1, партия %2 (%n раундов)</numerusform>
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
        <translation>95-процентный интервал от %1 до %2</translation>
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
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
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
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>Баланс «%1»: %2 на вариант, ИИ %3, зёрна %4–%5, %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n процесс</numerusform>
            <numerusform>%n процесса</numerusform>
            <numerusform>%n процессов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [классика: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>место %1 побеждает в %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>преимущество первого игрока: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>всего %n нехватка</numerusform>
            <numerusform>всего %n нехватки</numerusform>
            <numerusform>всего %n нехваток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>нехватка: ни разу</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>головоломка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>неизвестный вариант %1 (выберите 2, 3, 4 или solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>неизвестный уровень ИИ %1 (выберите из: %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [предыдущая версия: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n партия вничью: каждый победитель получает долю победы</numerusform>
            <numerusform>%n партии вничью: каждый победитель получает долю победы</numerusform>
            <numerusform>%n партий вничью: каждый победитель получает долю победы</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>первый игрок побеждает чаще справедливой доли (p с поправкой Холма %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>первый игрок побеждает реже справедливой доли (p с поправкой Холма %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>преимущество первого игрока меньше 5 процентных пунктов в любую сторону</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>счёт: среднее %1 (%2), стандартное отклонение %3, от %4 до %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>раунды: среднее %1 (%2), медиана %3 (%4), от %5 до %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>необычная партия: партия %1 (зерно %2, %3) длилась %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>её запись: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>соперник: средний счёт %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>нехватки: в %1 партий (%2; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>детали-награды: доля побед мест, получивших их, по сравнению со справедливой %1, сначала самые надёжные:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3) из %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n места</numerusform>
            <numerusform>%n мест</numerusform>
            <numerusform>%n мест</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>головоломки (их интервалы верны для всей %n головоломки сразу):</numerusform>
            <numerusform>головоломки (их интервалы верны для всех %n головоломок сразу):</numerusform>
            <numerusform>головоломки (их интервалы верны для всех %n головоломок сразу):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>клетки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>раздана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>выложена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>взята, когда выложена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>собрана, когда взята</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>очки за партию с раздачей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>вердикт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>слишком сильная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>слишком слабая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>слишком мало партий</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>поправка Холма на %n место, проверенное на справедливую долю</numerusform>
            <numerusform>поправка Холма на %n места, проверенных на справедливую долю</numerusform>
            <numerusform>поправка Холма на %n мест, проверенных на справедливую долю</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>предыдущая версия: запуск от %1 (%2 на вариант)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>изменено с тех пор: добавлено %1; удалено %2; изменено %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>записи партий (%1) сохранены в %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>не удаётся создать %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>сыграно %1 из %n партии</numerusform>
            <numerusform>сыграно %1 из %n партий</numerusform>
            <numerusform>сыграно %1 из %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужна примерно %n партия на вариант</numerusform>
            <numerusform>слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужно примерно %n партии на вариант</numerusform>
            <numerusform>слишком мало партий, чтобы заметить преимущество в 5 процентных пунктов: нужно примерно %n партий на вариант</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>Лучше: взять</translation>
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
        <translation>играет на месте %1 в комнате %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>наблюдает за комнатой %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>соединение потеряно: переподключение…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>снова в игре</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>не удаётся присоединиться к партии: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>соединение прервалось до конца партии: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>запись партии сохранена в %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>не удаётся сохранить запись партии: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>сервер отклонил %n действие подряд (последнее: %1): остановка</numerusform>
            <numerusform>сервер отклонил %n действия подряд (последнее: %1): остановка</numerusform>
            <numerusform>сервер отклонил %n действий подряд (последнее: %1): остановка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>за столом сервера не удаётся следить после %n повторной синхронизации подряд: остановка</numerusform>
            <numerusform>за столом сервера не удаётся следить после %n повторных синхронизаций подряд: остановка</numerusform>
            <numerusform>за столом сервера не удаётся следить после %n повторных синхронизаций подряд: остановка</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>сервер не ответил на %n действие подряд: остановка</numerusform>
            <numerusform>сервер не ответил на %n действия подряд: остановка</numerusform>
            <numerusform>сервер не ответил на %n действий подряд: остановка</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>сервер прислал то, что невозможно прочитать (%1): остановка</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>Нажмите F6, чтобы перейти к кнопкам: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>Сообщения чата</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>Написать всем…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>Сообщение в чат</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Отправить</translation>
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
        <translation>Классическая (первое издание)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>52 головоломки и 9 форм деталей первого издания (2020).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>мономино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>домино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>прямое тримино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>L-тримино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>прямое тетрамино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>квадратное тетрамино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>L-тетрамино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>T-тетрамино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>S/Z-тетрамино</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>Про&amp;должить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>Ход следующего компьютерного игрока (C или пробел на столе)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>не завершена (%n действие)</numerusform>
            <numerusform>не завершена (%n действия)</numerusform>
            <numerusform>не завершена (%n действий)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n пустая клетка)</numerusform>
            <numerusform>%1 (%2, %n пустые клетки)</numerusform>
            <numerusform>%1 (%2, %n пустых клеток)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Ничья — %1 и %n собранная головоломка: побеждает %2, в запасе осталось больше деталей (%3 против %4)</numerusform>
            <numerusform>Ничья — %1 и %n собранные головоломки: побеждает %2, в запасе осталось больше деталей (%3 против %4)</numerusform>
            <numerusform>Ничья — %1 и %n собранных головоломок: побеждает %2, в запасе осталось больше деталей (%3 против %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Ничья — %1, %n собранная головоломка и %2 в запасе: победа общая</numerusform>
            <numerusform>Ничья — %1, %n собранные головоломки и %2 в запасе: победа общая</numerusform>
            <numerusform>Ничья — %1, %n собранных головоломок и %2 в запасе: победа общая</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>Не более %n символа: остальной вставленный текст отброшен.</numerusform>
            <numerusform>Не более %n символов: остальной вставленный текст отброшен.</numerusform>
            <numerusform>Не более %n символов: остальной вставленный текст отброшен.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>В колоде «%1» есть несохранённые изменения.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>Сохранить их, прежде чем продолжить?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>Не удаётся открыть колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>Открыть файл колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Колоды Project L (*.pldeck *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>Новая колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>Название новой колоды:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>Моя колода</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (моя копия)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>Копия колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>Название копии:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>Эту копию можно править; «Сохранить» помещает её в библиотеку колод.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>Колоды ещё нет в библиотеке: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>Название сокращено</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>В названии колоды не более %n символа; оно сокращено до «%1».</numerusform>
            <numerusform>В названии колоды не более %n символов; оно сокращено до «%1».</numerusform>
            <numerusform>В названии колоды не более %n символов; оно сокращено до «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>Импорт колоды</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Не удаётся импортировать колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>Импортирована в библиотеку как %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>Удалить колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>Удалить «%1» из библиотеки колод? Это нельзя отменить.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>Не удаётся удалить колоду</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>Этой колодой пока нельзя играть. Сначала исправьте эти ошибки:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>Колода только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Классическая колода доступна только для чтения. Сделайте копию, чтобы создать свою колоду.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>Сохранить колоду как</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Колоды Project L (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>Не удаётся сохранить колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>Сохранено как черновик в %1: этой колодой пока нельзя играть.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>Экспорт колоды</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Не удаётся экспортировать колоду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>Сыграть этой колодой</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>Игра использует сохранённую колоду. Сохранить изменения сейчас?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>Не удалось начать игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>Игра запускается…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>Колода «%1» восстановлена; сохраните её, чтобы не потерять.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>Восстановить колоду?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>Колоду, автосохранённую %1, нельзя восстановить: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>Редактор закрылся, не сохранив колоду «%1». Её автосохранение от %2 можно восстановить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>Восстановите её, чтобы продолжить правку, или отбросьте эти изменения насовсем.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>&amp;Позже</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>Колода изменена на диске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>Файл колоды «%1» изменён вне редактора.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>Здесь есть несохранённые изменения. Перезагрузить файл и потерять их или продолжить править свою версию (при сохранении она заменит файл)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>Перезагрузить её, чтобы увидеть изменения?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>&amp;Перезагрузить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>&amp;Оставить эту версию</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>Чем примечательна эта колода?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>Все белые головоломки</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>Карт в каждом ряду</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>Чёрные головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>Белые головоломки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>Подготовка: от 2 до 4 игроков</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>Каждый игрок начинает с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>Белые головоломки соло</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>Чёрные головоломки соло</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>Детали над колонкой %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>Соло-игра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>белых поверх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>чёрных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>Соло-колода</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>Детали 1-го уровня над колонками 1–3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>базовая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>сложная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непобедимая</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>Детали соперника</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>Деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>Награды белых</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>Награды чёрных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Чёрные головоломки для %n игрока</numerusform>
            <numerusform>Чёрные головоломки для %n игроков</numerusform>
            <numerusform>Чёрные головоломки для %n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>Белые головоломки для %n игрока</numerusform>
            <numerusform>Белые головоломки для %n игроков</numerusform>
            <numerusform>Белые головоломки для %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>built in (read-only)</source>
        <translation>встроенная (только чтение)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>ещё не сохранена</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n белая головоломка</numerusform>
            <numerusform>%n белые головоломки</numerusform>
            <numerusform>%n белых головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n чёрная головоломка</numerusform>
            <numerusform>%n чёрные головоломки</numerusform>
            <numerusform>%n чёрных головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
            <numerusform>%n клеток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1, всего %2; %3, всего %4.
В резерве %5 (%6).</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Задать число чёрных головоломок для %n игрока</numerusform>
            <numerusform>Задать число чёрных головоломок для %n игроков</numerusform>
            <numerusform>Задать число чёрных головоломок для %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Starting %1</source>
        <translation>В начале %1</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Set white puzzles per game</source>
        <translation>Задать число белых головоломок на партию</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>Задать число карт в ряду</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>Задать стартовые детали</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>Настроить соло-игру</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>ID — от 1 до 16 печатных символов.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1 уже используется в этой колоде.</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>есть ошибки, которые нужно исправить в редакторе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>для соло-игры</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>для %n игрока</numerusform>
            <numerusform>для %n игроков</numerusform>
            <numerusform>для %n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>нужна ещё %n белая головоломка %1</numerusform>
            <numerusform>нужны ещё %n белые головоломки %1</numerusform>
            <numerusform>нужно ещё %n белых головоломок %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>нужна ещё %n чёрная головоломка %1</numerusform>
            <numerusform>нужны ещё %n чёрные головоломки %1</numerusform>
            <numerusform>нужно ещё %n чёрных головоломок %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>Черновик</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n игрок</numerusform>
            <numerusform>%1–%n игрока</numerusform>
            <numerusform>%1–%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
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
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>заметка</translation>
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
        <translation>%1: «%2»: %3, %4 и %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n белая головоломка</numerusform>
            <numerusform>%n белые головоломки</numerusform>
            <numerusform>%n белых головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n чёрная головоломка</numerusform>
            <numerusform>%n чёрные головоломки</numerusform>
            <numerusform>%n чёрных головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>пригодна для игры: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>черновик: в таком виде этой колодой играть нельзя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>можно играть: %1</translation>
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
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
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
        <translation>белая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>чёрная</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  награда %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(не просчитана)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
            <numerusform>%n клеток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>неизвестно: слишком сложно для решателя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>нельзя заполнить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(слишком сложно сосчитать)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>минимум деталей %1  вариантов %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>Задать очки %n головоломке</numerusform>
            <numerusform>Задать очки %n головоломкам</numerusform>
            <numerusform>Задать очки %n головоломкам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>Задать награду %n головоломке</numerusform>
            <numerusform>Задать награду %n головоломкам</numerusform>
            <numerusform>Задать награду %n головоломкам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>Сделать %n головоломку белой</numerusform>
            <numerusform>Сделать %n головоломки белыми</numerusform>
            <numerusform>Сделать %n головоломок белыми</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>Сделать %n головоломку чёрной</numerusform>
            <numerusform>Сделать %n головоломки чёрными</numerusform>
            <numerusform>Сделать %n головоломок чёрными</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>Удалить %n головоломку</numerusform>
            <numerusform>Удалить %n головоломки</numerusform>
            <numerusform>Удалить %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>Копировать %n головоломку</numerusform>
            <numerusform>Копировать %n головоломки</numerusform>
            <numerusform>Копировать %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>Вставить %n головоломку</numerusform>
            <numerusform>Вставить %n головоломки</numerusform>
            <numerusform>Вставить %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>Выбрана %n карта</numerusform>
            <numerusform>Выбрано %n карты</numerusform>
            <numerusform>Выбрано %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>&amp;Новая колода…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Открыть файл колоды…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>&amp;Импорт в библиотеку…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>Сохранить колоду в библиотеке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>&amp;Экспорт файла колоды…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>Записать копию колоды в любое место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>Созд&amp;ать копию колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>Создать редактируемую копию этой колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>Экспорт PDF для &amp;печати…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>Карты головоломок в натуральную величину и листы деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Экспорт &amp;для Tabletop Simulator…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Листы карт и сохранённый объект для тестовых партий в Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>С&amp;ыграть этой колодой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>Начать игру с этой колодой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>&amp;Копировать карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>Скопировать выбранные карты головоломок, чтобы вставить их в эту или другую колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>Вст&amp;авить карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>Добавить карты головоломок, скопированные из колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>Добавить &amp;белую головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>Добавить белую головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>Добавить &amp;чёрную головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>Добавить чёрную головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>Добавить &amp;деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>Добавить деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>&amp;Сгенерировать…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>Сгенерировать карточки головоломок по заданным условиям</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>Показать &amp;заполнение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>Показать один способ заполнить карту деталями из резерва</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>&amp;Баланс…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>Карты &amp;таблицей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>Показать карты головоломок таблицей их характеристик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>Открыть &amp;папку библиотеки колод</translation>
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
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>Главная</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>Повторить: %1</translation>
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
        <translation>Детали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Классическая колода доступна только для чтения. Сделайте копию, чтобы создать свою колоду.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>Копировать для правки</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(только чтение)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Редактор колод Project L</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>Проверка (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>Ряд %1, колонка %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>Не удаётся открыть библиотеку колод</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>Лаборатория баланса</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>Не удалось автосохранить колоду: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>Экспорт PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>Печать и игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>Запись PDF…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%n страница записана в %1</numerusform>
            <numerusform>%n страницы записаны в %1</numerusform>
            <numerusform>%n страниц записано в %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>Не удаётся записать PDF</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>Экспорт PDF отменён: ничего не записано</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Экспорт для Tabletop Simulator: выберите папку</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>Рисуются листы карт…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>Колода для Tabletop Simulator записана в %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Не удаётся экспортировать колоду</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>Экспорт отменён: ничего не записано</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>Остановить проверку колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>Проверить снова</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>Показать заметки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>Результаты проверки</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 из %n головоломки</numerusform>
            <numerusform>%1 из %n головоломок</numerusform>
            <numerusform>%1 из %n головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>Проверка колоды…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>Проверка колоды не удалась: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>Проверка отменена: результаты ниже могут быть устаревшими.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>Проблем не найдено: колоду можно сохранить и играть.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>пока они не исправлены, колода остаётся черновиком</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>Не удалось сохранить анализ: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>Завершённую партию не удалось перенести в историю:
%1

Она хранится с автосохранениями и попадёт в историю при следующем запуске.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>Завершённую партию не удалось перенести в историю:
%1

Больше она нигде не хранится: сохраните её в файл (Игра &gt; Сохранить).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>Не удаётся записать историю</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>%n завершённую партию не удалось перенести в историю:
%1

Она остаётся с автосохранениями и попадёт в историю при одном из следующих запусков.</numerusform>
            <numerusform>%n завершённые партии не удалось перенести в историю:
%1

Они остаются с автосохранениями и попадут в историю при одном из следующих запусков.</numerusform>
            <numerusform>%n завершённых партий не удалось перенести в историю:
%1

Они остаются с автосохранениями и попадут в историю при одном из следующих запусков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>%n завершённая партия прошлого запуска теперь в истории.</numerusform>
            <numerusform>%n завершённые партии прошлого запуска теперь в истории.</numerusform>
            <numerusform>%n завершённых партий прошлого запуска теперь в истории.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Сохранённые партии (*%1);;Записи партий (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>Нет недавних партий</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>Не удаётся сохранить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Не удалось сохранить партию в %1:
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>Сохранённые партии (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>Автосохранение не удалось записать, и эта партия нигде не хранится. Сохранить её в файл перед закрытием?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>Автосохранение не удалось записать, и эта партия нигде не хранится. Сохранить её в файл, прежде чем она покинет стол?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>Партия не сохранена</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>Законченная игра сохранена и в %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 оставлен как есть (%2); законченная игра есть в истории</translation>
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
        <translation>Кто-то</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 улучшает %2 до %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 обменивает %2 на %3</translation>
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
        <translation>%1 делает главное действие: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>Завершающие штрихи игрока %1 (−%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>На завершающих штрихах %1 ничего не кладёт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 завершает ход</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 собирает %2 (+%3) и получает %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 собирает %2 (+%3); резерв пуст, награды нет</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 берёт %2 (%3, награда %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>; открыта %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 берёт %2 из резерва</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 возвращает %2 в резерв</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 кладёт %2 на %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 собирает %2 (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>Резерв пуст: нет награды за %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 получает %2 в награду за %3 (%4 не осталось)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 получает %2 в награду за %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>%1 не осталось для %2: %3 выбирает из %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>Колода пуста: конец игры близок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>Чёрная колода пуста: конец игры близок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>Финальный раунд!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>Завершающие штрихи игрока %1: −%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 уходит в запас соперника (лежала над %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>Фишка уходит в запас соперника (лежала над %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>Соперник берёт %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>Все колонки заперты: с каждой колонки по одной детали возвращается в резерв</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>Все колонки заперты: с каждой колонки снято по одной фишке</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>Соперник не нашёл головоломки в открытых колонках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>Завершающие штрихи: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>Что произошло в игре, новое внизу</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>&amp;Копировать игру как текст</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 отменяет: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>действие</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>Папку данных нельзя использовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L не может писать в свою папку данных:
%1

Игра идёт без автосохранения, и завершённые партии не попадут в историю. Чтобы не потерять партию, сохраните её: Игра &gt; Сохранить.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>Автосохранённую партию не удаётся прочитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>Автосохранённую партию нельзя продолжить: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>неизвестная проблема</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>&amp;Перенести в историю</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>П&amp;озже</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>Не удаётся перенести партию</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>Продолжить партию?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>Осталась незавершённая партия: %1, последний ход %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>Не удаётся открыть файл</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>Автосохранение выключено: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>Правила с картинками</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>Не удалось сохранить настройки: %1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 — Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>О программе Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;Компьютерная версия настольной игры-головоломки Project L (первое издание) для 1–4 игроков, с компьютерными игроками и соло-соперником.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>Редактор колод запускается в отдельном окне</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>Не удаётся запустить редактор колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>Не удалось запустить редактор колод. Запустите его командой project-l-editor.</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>Истори&amp;я партий…</translation>
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
        <translation>Генерация головоломок</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>Условия</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Белая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Чёрная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Цвет:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>&amp;Клетки:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>&amp;Минимум деталей:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 — это %1 и больше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>&amp;Вариантов:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>Любая</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>Симметричная</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>Несимметричная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>С&amp;имметрия:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>Разрешённые детали:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>&amp;Не та же форма, что у карточки колоды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>Повёрнутые и отражённые формы считаются одинаковыми</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>Ко&amp;личество:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>С&amp;генерировать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>Кандидаты</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>Ошибка генерации: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>Добавить %n сгенерированную головоломку</numerusform>
            <numerusform>Добавить %n сгенерированные головоломки</numerusform>
            <numerusform>Добавить %n сгенерированных головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>симметричная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>несимметричная</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>Кандидат %1 — клетки: %2, минимум деталей: %3, вариантов: %4, %5; предлагаемые очки: %6, награда: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>&amp;Добавить %n в колоду</numerusform>
            <numerusform>&amp;Добавить %n в колоду</numerusform>
            <numerusform>&amp;Добавить %n в колоду</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>Выбран %n кандидат</numerusform>
            <numerusform>Выбрано %n кандидата</numerusform>
            <numerusform>Выбрано %n кандидатов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>Выберите одну или несколько карточек и добавьте их в колоду.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>Генерация… найдено %1 из %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>Задайте условия и запустите генерацию.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>Найдено %1 из %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>Вспомогательный процесс генератора неожиданно остановился; «Сгенерировать» запустит его снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>Условия не допускают больше разных форм.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>За допустимое число попыток больше ничего не найдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>За отведённое время больше ничего не найдено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>&amp;Добавить в колоду</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>Минимум деталей: наименьшее число разрешённых деталей из резерва, которые заполняют карту; каждую кладут одним действием.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>Вариантов: сколькими способами они её заполняют; немногие способы труднее увидеть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>Очки и награда предлагаются по классической карте того же цвета, ближайшей по сложности.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>Кандидат в виде карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Углублённые клетки для заполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Минимум деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>Наименьшее число деталей из резерва (разрешённых), которые её заполняют</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Вариантов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>Сколькими способами детали из резерва её заполняют (%1+: %1 или больше)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>Выглядит ли она так же после поворота или отражения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>Предлагаемые очки, по сложности</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Награда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>Предлагаемая награда, по сложности и наградам колоды</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>&amp;Подсказка: лучшее действие</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>Как со&amp;брать головоломку…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>Показать, как ваш запас может собрать одну из ваших головоломок или почему пока не может (Shift+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>Подсказка (готовится…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>Показать, что сделал бы сильный игрок (H); подсказка действует, только когда вы щёлкаете отмеченную ею деталь, Escape скрывает её</translation>
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
        <translation>На столе нет партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>Игра окончена: подсказывать больше нечего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>Сейчас подсказки нет: ходит %1 (компьютерный игрок)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>Дождитесь, пока детали лягут на место</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>Запрос подсказки забыт</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>Как собрать %1: отменено, запланированные детали изменились. Запросите снова</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>Подсказка запрошена: она появится в ваш ход, сейчас ходит %1 (компьютерный игрок). Escape отменяет запрос</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>Подсказка запрошена: она появится, когда детали лягут на место</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>Подсказка: ищу хороший ход…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>Подсказки нет: предложение нарушало правила (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>Подсказки нет: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>Не удалось выяснить, как собрать %1 (%2). Запросите снова, чтобы попробовать ещё раз</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>положить</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>сетки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>ряда</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>Подсказка: возьмите %1 из %2 (%3, награда %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>взять</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>Подсказка: возьмите %1 из резерва</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>Подсказка: улучшите деталь %1 до %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>улучшить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>Подсказка: обменяйте деталь %1 на %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>обменять</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>Подсказка: положите %1 на %2, как показано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>Подсказка: главное действие: положите %1, как показано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>Подсказка: выберите %1 в награду</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>выбрать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>Подсказка: больше ничего не кладите и нажмите «Готово»: каждая деталь стоила бы очко</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>Подсказка: завершающие штрихи: положите %1 (−%2), затем нажмите «Готово»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>Подсказка: завершите ход сейчас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1 — не ваша головоломка</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>Как собрать %1: подсказка готовится…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>Чтобы собрать %1, положите %2, как показано</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>как собрать</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>У %1 слишком много вариантов: решатель не успел выяснить, может ли ваш запас её собрать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>слишком сложно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>%1 нельзя собрать вашим запасом. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>Не хватает детали: %1 (в резерве она есть).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>Не хватает деталей: %1 (в резерве они есть).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>У вас нет головоломки: сначала возьмите её</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>Какую головоломку собрать?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>Как собрать %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>Подсказка: лучшее действие</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1. Щелчок по отмеченной детали кладёт её туда, где её показывает подсказка.</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>положить перевёрнутой</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>%1 на %2, перевернув</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>Подсказка: положите %1 на %2, как показано, перевернув (F, пока держите деталь)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>Чтобы собрать %1, положите %2, как показано, перевернув %3 (F, пока держите деталь)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>Вспомогательный процесс, который вычисляет подсказки, пришлось перезапустить; подсказка запрошена заново.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>базовая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>сложная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непобедимая</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ не читается</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (соло, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>победил соперник</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (поровну)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>История партий</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>Сыгранные партии</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>Ещё ни одна партия не завершена. Здесь появляются завершённые партии, а также незавершённые, которые вы оставили ради другой.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>&amp;Просмотр</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>Показать п&amp;апку</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ %1 не читается: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>Не удаётся открыть папку истории</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>Удалить партию?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>Удалить партию от %1 из истории? Это нельзя отменить.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>Не удаётся удалить партию</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>Не удаётся открыть партию для сети</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>Не удаётся начать партию на сервере</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>Порт %1 занят: его слушает другая программа (или другая сетевая партия). Выберите другой порт в группе «Сеть» окна новой игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>Не удалось предложить партию на порту %1:
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>Сетевая партия сообщает о проблеме: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>Сетевая партия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>Эту партию играли по сети (с %1). Снова открыть её для сети с теми же местами?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>Если открыть её снова, партия продолжится, когда все игроки снова присоединятся под теми же именами. Если играть на этом компьютере, все играют здесь.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>&amp;Открыть снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>&amp;Играть здесь</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>Партия шла на сервере %1 и снова будет открыта там.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>Партия шла на сервере %1, но она слишком длинная, чтобы отправить её туда: этот компьютер снова откроет её для сети.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>Руководство отсутствует в этой установке (resources/docs/howto.md).</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>Как &amp;играть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>Руководство по игре для новичков, с картинками</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>Как играть в Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>Руководство по игре для новичков</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>Руководство</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>Разделы руководства: выберите раздел, чтобы перейти к нему</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>Поиск в руководстве</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>&amp;Найти:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>Н&amp;азад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>Предыдущее совпадение (Shift+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>Следующее совпадение (Enter)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>Нет совпадений</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>Сохранить руководство в PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>Как играть в Project L.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>Не удалось сохранить PDF: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>остановлено клавишами Ctrl+C</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>Подключиться к сетевой игре</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>Игры в этой сети</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>Искать &amp;снова</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 или ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>Адрес и порт хозяина игры или адрес ws:// или wss://; игра, выбранная выше, заполняет его</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>Код приглашения, который даёт хозяин игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>&amp;Код приглашения:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>только если сервер его требует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>Пар&amp;оль сервера:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>Только с&amp;мотреть (как зритель)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>Не удаётся искать в локальной сети: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (хозяин: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n свободное место</numerusform>
            <numerusform>%n свободных места</numerusform>
            <numerusform>%n свободных мест</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>другая версия Project L</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>Найдена %n игра</numerusform>
            <numerusform>Найдено %n игры</numerusform>
            <numerusform>Найдено %n игр</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>Поиск игр в этой сети…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>В этой сети пока не найдено игр. Или введите адрес хозяина игры ниже.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>Партии на се&amp;рвере</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>Спросить сервер по этому адресу, какие партии на нём идут; чтобы присоединиться, всё равно нужен код приглашения</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>Партии на этом сервере</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>Введите адрес хозяина игры, например 192.168.1.20:47470.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>Запрашиваем партии у %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>На этом сервере %n партия: спросите код приглашения у её хозяина.</numerusform>
            <numerusform>На этом сервере %n партии: спросите код приглашения у хозяина.</numerusform>
            <numerusform>На этом сервере %n партий: спросите код приглашения у хозяина.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>На этом сервере пока нет партий.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>закончена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>начата</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>Код приглашения состоит из 8 букв и цифр, например ABCD-EFGH.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>Введите своё имя: его увидят другие игроки.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>Зритель</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1 пока недоступен, новая попытка… (попытка %2)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>Использовать: взять карту или деталь либо открыть меню детали (положить, улучшить, обменять)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>На своей головоломке: открыть её меню (как собрать, подсказка)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>Скрыть подсказку, покинуть текущий элемент или отменить главное действие либо завершающие штрихи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>Деталь в руке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>Двигать деталь над головоломкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>Повернуть деталь на четверть оборота по часовой стрелке (также колесо мыши)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>Перевернуть деталь слева направо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>Перейти к следующей или предыдущей своей головоломке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>Перейти к первой, второй… своей головоломке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>Положить деталь туда, где она показана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>Вернуть деталь в свой запас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>Пока детали движутся</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>Любая клавиша, кроме Tab (или щелчок), сразу опускает движущиеся детали</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>После хода компьютерного игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>Когда стол ждёт (Правка &gt; Настройки: пауза после хода каждого компьютерного игрока): дать ход следующему игроку</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>При просмотре партии (Игра &gt; Просмотр)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>На одно действие назад или вперёд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>К началу этого хода или следующего</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>К раздаче или к концу партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>Воспроизводить партию отсюда или поставить на паузу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>Проанализировать партию: компьютер отмечает ходы, стоившие очков</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>На отмеченном ходу: показать лучший ход или сыгранный</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>После анализа: показать следующий или предыдущий отмеченный ход</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>Любая клавиша</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавиатура…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>Все клавиши игры и что они делают</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>Перейти к следующей области стола: ваш запас, ваши головоломки, ряды, резерв</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>Вернуться к предыдущей области</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>Перейти к следующей карте, стопке или детали области в этом направлении</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>Все клавиши игры и что они делают</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>Во всю игру можно играть с клавиатуры. Tab переходит от элемента к элементу на столе, Enter использует текущий.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>Каждая строка: клавиши, затем что они делают</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>Что они делают</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>Команды (меню и кнопки)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>&amp;Как в системе</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>Применяется сразу. Редактор колод или игра, уже открытые в отдельном окне, переключатся при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>Учимся играть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Добро пожаловать в Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>Вы и Ada ходите по очереди, в каждом ходе три действия. Очки приносят собранные головоломки: заполните деталями все углубления карты головоломки. Побеждает тот, у кого в конце больше очков.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>Возьмите головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>Первое действие: щёлкните головоломку W10 в белом ряду. Она переместится к вам, и её можно будет заполнять.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>Возьмите деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>Второе действие: возьмите деталь 1-го уровня&#xa0;— одну клетку O1. Щёлкните эту деталь в резерве.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>Положите деталь: поворот и переворот</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>Третье действие: перетащите свою I2 из запаса на W10. Она лежит горизонтально; пока вы её держите, нажмите R (или покрутите колёсико), чтобы поставить её вертикально, а F (или правая кнопка мыши) переворачивает деталь. Отпустите её на двух верхних углублениях.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>Соберите головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>Это было ваше третье действие, поэтому Ada сделала свой ход. Теперь положите O1 в последнее углубление W10. Собранная головоломка приносит свои очки, возвращает лежащие на ней детали и даёт в награду деталь, изображённую на карте.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>Улучшите деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10 принесла 1 очко и деталь I2. Улучшая деталь, вы возвращаете её в резерв и берёте деталь на уровень выше. Щёлкните свою I2 правой кнопкой (или выберите её и нажмите Enter) и в разделе «Улучшить I2 до» выберите L3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>Обменяйте деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>Обмен превращает деталь в другую того же или более низкого уровня. Щёлкните правой кнопкой свою новую L3 и обменяйте её на I3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>Ещё две головоломки</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada снова сделала ход. Возьмите головоломку W29 из белого ряда…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>…и ещё W30. Перед вами может лежать до четырёх головоломок.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>Главное действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>Раз за ход главное действие позволяет за одно действие положить по одной детали на каждую вашу головоломку. Нажмите «Главное действие» (M), перетащите I3 (вертикально) на три верхних углубления W29, а I2 (вертикально)&#xa0;— на два верхних углубления W30, затем нажмите «Подтвердить» (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>Перемотка вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>Урок переносится к раунду 7 этой партии, ближе к её концу. У вас три собранные головоломки; в чёрной колоде осталась всего одна карта.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>Переверните деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>Оставшиеся углублённые клетки W20 — зеркальное отражение вашей детали L4 в том виде, в каком она лежит в вашем запасе: одним поворотом не обойтись. Перетащите L4 на W20; удерживая её, нажмите F (или правую кнопку), чтобы перевернуть, и R (или колесо), чтобы поворачивать, пока она не совпадёт с углублением, затем отпустите. Собранная W20 освободит место для новой головоломки.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>Когда чёрная колода заканчивается, игра идёт к концу. Возьмите B16: её место займёт последняя чёрная карта.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>Финальный раунд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>Этот раунд доигрывается до конца, затем все играют ещё один раунд&#xa0;— финальный. Теперь играйте сами; подсказки включены (Справка&#xa0;&gt;&#xa0;Подсказка, H). Когда делать больше нечего, завершите ход (E).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>Завершающие штрихи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>После финального раунда наступают завершающие штрихи: можно ещё класть детали из запаса на несобранные головоломки, чтобы собрать их, но каждая деталь стоит 1 очко, а наград больше нет.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>Ваш счёт&#xa0;— очки собранных головоломок минус завершающие штрихи; несобранные головоломки ничего не приносят. Побеждает тот, у кого больше очков. Положите детали (или ничего) и нажмите «Готово»: итоги покажут победителя. Теперь вы знаете правила&#xa0;— приятной игры!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>Соло-урок</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>В соло-игре головоломки лежат сеткой из трёх колонок. Вы берёте из неё головоломки; так же поступает и ваш соперник-автомат&#xa0;— в конце каждого вашего хода.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>Замки и фишки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>Фишки над колонкой запирают её: соперник не может брать из запертой колонки. Если вы берёте головоломку из запертой колонки, одна из её фишек уходит в запас соперника.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>Откройте колонку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>Возьмите W12 из левой колонки. Её единственная фишка уйдёт сопернику, и левая колонка откроется.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>Возьмите деталь 1-го уровня из резерва.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>Как выбирает соперник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>Когда ваш ход заканчивается, соперник берёт из открытой колонки головоломку с наибольшим числом очков (при равенстве&#xa0;— первую). Затем он кладёт над этой колонкой все свои фишки и ещё по одной из каждой другой колонки. Если заперты все колонки, он ничего не берёт, а вместо этого с каждой колонки снимается по одной фишке.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>Завершите ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>Последнее действие: положите I2 на W12, куда она помещается. Затем следите за соперником.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>Почему важны колонки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>Соперник взял W04 (2 очка) из открытой левой колонки и запер её своими фишками. Колонка, с которой вы убрали все фишки, открыта для соперника: держите нужные вам головоломки в запертых колонках и оставляйте ему только дешёвые. Сейчас открыта правая колонка&#xa0;— следите за ней.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>Играйте дальше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>Дальше играйте сами, подсказки включены (Справка&#xa0;&gt;&#xa0;Подсказка, H). Наберите больше очков, чем соперник!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Учимся играть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>Первая партия с пошаговыми пояснениями против лёгкого компьютерного игрока</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>Соло-у&amp;рок…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>Короткая соло-партия с пояснениями: сетка, замки и соперник</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>&amp;Выйти из урока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>Прервать урок; «Учимся играть» продолжит его с того же места</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Учимся играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>Первая партия с объяснением всех правил</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>Вы остановились на шаге %1 из %2. Продолжить с этого места или начать урок заново?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>&amp;Продолжить урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>Урок пройден</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>Вы вышли из урока: Справка&#xa0;&gt;&#xa0;Учимся играть… продолжит его</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>Сначала прочитайте пояснение урока: нажмите «Далее» (или F6, затем Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>Не сейчас: урок просит сначала сделать вот что: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>&amp;Закрыть урок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>&amp;Выйти из урока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 из %3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>Библиотека колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>Новая…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>Ваши колоды хранятся в папке библиотеки колод; игра показывает их в окне новой игры.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>встроена · для чтения</translation>
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
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>Сетевая игра: зал ожидания</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>&amp;Выйти</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>Что сказать друзьям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>Код приглашения:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>Код приглашения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>Скопировать код приглашения и адреса</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>Адреса:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>&amp;Убрать игрока:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>Убрать этого игрока с его места: место ждёт другого игрока</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>&amp;Закрыть партию</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>Больше не открывать эту партию для сети: присоединившиеся игроки будут отключены</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>Эта партия идёт на сервере %1. Друзья присоединяются через Игра &gt; Присоединиться к сетевой игре: они вводят этот адрес, а затем код приглашения.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>Комната создаётся на сервере…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>Вый&amp;ти из комнаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>Выйти из этой партии на сервере: сервер закроет комнату, когда в ней никого не останется</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>Эта сохранённая партия продолжится, когда все игроки вернутся на свои места: они присоединяются по адресу и коду ниже под тем же именем, что и раньше.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>Друзья присоединяются через Игра &gt; Присоединиться к сетевой игре: они находят партию в локальной сети или вводят адрес ниже, а затем код приглашения.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>У этого компьютера нет сетевого адреса, доступного другим: присоединиться могут только игроки на этом компьютере (порт %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>Друзья за пределами вашей домашней сети смогут присоединиться, только если роутер перенаправляет TCP-порт %1 на этот компьютер (или через выделенный сервер): см. «Play over the network» в README.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>Открыть README</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>Место %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>Комната открывается…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>Партия началась.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>Ждём %n игрока (место %1).</numerusform>
            <numerusform>Ждём %n игроков (места %1).</numerusform>
            <numerusform>Ждём %n игроков (места %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Ждём готовности игрока %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>Все на месте и готовы: начинайте партию, когда захотите.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>Код приглашения: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>&amp;Готов(а) начать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>Сообщить хозяину игры, что вы готовы начать</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>ИИ иг&amp;рает за отключившегося игрока через:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>ИИ играет за отключившегося игрока через</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Связь</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунду</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минуту</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>Ожидание комнаты…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>Игра: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>Места в игре</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (компьютерный игрок)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (хозяин)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>Играет ИИ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>На связи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>Свободное место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Не на связи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>Не готов(а)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>Смотрит %n зритель</numerusform>
            <numerusform>Смотрят %n зрителя</numerusform>
            <numerusform>Смотрят %n зрителей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>Эта партия раздана по зерну, которое ввёл хозяин: раздача не секрет, и кто знает зерно, знает каждую карту, ещё лежащую рубашкой вверх.</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>Полоса журнала игры</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Журнал игры (%n новая)</numerusform>
            <numerusform>Журнал игры (%n новые)</numerusform>
            <numerusform>Журнал игры (%n новых)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>Показать журнал игры (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>Открывает список всего, что произошло в игре</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>Подключиться к се&amp;тевой игре…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>Присоединиться к игре, которую ведёт другая программа, в этой сети или по адресу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>Покинуть сетевую игр&amp;у…</translation>
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
        <translation>Сеть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>Сетевая игра</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>Покинуть сетевую игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>Покинуть эту игру? Пока она идёт, вы можете вернуться на своё место: подключитесь с тем же адресом, кодом приглашения и именем.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>По адресу %1 нет игры с этим кодом приглашения. Проверьте код и адрес.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>Неверный код приглашения. Спросите его у хозяина игры ещё раз.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>Все места в этой игре заняты. Вы можете смотреть её: отметьте «Только смотреть».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>Не удаётся связаться с %1. Проверьте адрес и то, что программа хозяина игры запущена и доступна (брандмауэр, проброс портов).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>У хозяина игры другая версия Project L с другой версией сетевого протокола. Используйте одну и ту же версию на обоих компьютерах.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>Сервер %1 требует пароль: введите тот, что дал его владелец.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>Сервер заполнен. Попробуйте позже.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>Хозяин игры закрыл соединение: слишком много сообщений.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>В этой игре больше нет мест для зрителей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>Сервер %1 больше не принимает соединений и партий с вашего сетевого адреса. Закройте часть из них (другие окна игры, компьютерных игроков) и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>Хозяин игры отказал: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>Вы в комнате. Игра начнётся, когда её запустит хозяин.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>Связь потеряна, переподключение… (попытка %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>Нет связи.</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>Хозяин игры не принял ход</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 пишет: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>Сетевая игра: ваши ходы проверяет хозяин игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>Вы смотрите эту игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>Сетевая игра окончена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>Снова в игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>Соединение с хозяином игры закрыто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>Вы покинули игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>Связь с %1 потеряна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>ИИ играет за %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 снова в игре</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>Вы зритель: зрители не могут двигать детали</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>Подождите, пока связь восстановится</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>Подождите ответа хозяина игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>Сейчас ходит %1</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>Не удаётся связаться с сервером %1. Проверьте адрес, а также что сервер работает и доступен отсюда.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>Сервер %1 не принял пароль: введите в окне новой игры тот, что дал его владелец.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>Сервер %1 заполнен. Попробуйте позже или откройте партию на этом компьютере.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>На сервере %1 уже столько партий, сколько он принимает. Попробуйте позже или откройте партию на этом компьютере.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>Сервер %1 сейчас занят. Попробуйте ещё раз чуть позже.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>Программа по адресу %1 открывает свою собственную партию: это не сервер, на котором можно начинать партии. Присоединитесь к её партии.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>На сервере %1 работает другая версия Project L с другой версией сетевого протокола. Используйте ту же версию, что и сервер.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>Сервер %1 закрыл соединение (%2): ожидавшей там партии больше нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>Сервер %1 не принял настройки этой партии: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>Один игрок играет соло-вариант против соперника.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>Базовая (у соперника в начале 6 фишек)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>Сложная (3 фишки)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>Непобедимая (без фишек)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>&amp;Сложность соло:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>Игрок 1, затем по порядку мест</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>Кто ходит первым; дальше ходы идут по порядку мест</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>&amp;Первый игрок:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>Уровень ИИ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>По сети</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>Игрок за другим компьютером присоединяется к этой партии по сети</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>Кто играет за игрока %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>Уровень ИИ игрока %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>случайно</translation>
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
        <translation>Классическая</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (не читается)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>Имя, которое видят игроки, ищущие партии в локальной сети</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>Наз&amp;вание партии:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>TCP-порт, к которому подключаются другие игроки (%1, если он свободен)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>Предлагать в &amp;локальной сети</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>Игроки в той же сети находят партию через Игра &gt; Присоединиться к сетевой игре; код приглашения всё равно нужен</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 секунд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 минута</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 минуты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 минут</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>Если связь с игроком пропала, через это время за его место играет компьютер, пока игрок не вернётся</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>Если игрок отключился, ИИ заменит его &amp;через:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>Партию открывает этот компьютер или выделенный сервер (project-l serve), доступный вашим друзьям</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>&amp;Где идёт партия:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>&amp;Адрес сервера:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 или wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>Адрес сервера: хост:порт или адрес ws:// или wss://</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>Только если сервер его требует; после закрытия программы он не сохраняется</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>Пароль с&amp;ервера:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>Введите адрес сервера, например server.example.org:47470 или wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>Двух игроков зовут %1: дайте им разные имена</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>В партии с игроками по сети за этим компьютером может быть не больше одного игрока: сделайте остальные места «По сети» или «Компьютер»</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>Колодой «%1» нельзя играть при таком числе игроков: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>Одно и то же зерно даёт одну и ту же раздачу. Без зерна раздача будет секретной: никто не сможет узнать карты, лежащие рубашкой вверх</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>Зерно — не секрет: кто его знает, знает каждую карту, ещё лежащую рубашкой вверх. Для секретной раздачи не вводите зерно.</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>В имени игрока %1 есть символы, недопустимые в имени (%2): удалите их</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>В названии партии есть символы, недопустимые в имени (%1): удалите их</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>&amp;Палитра для дальтоников</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>Раскрасить детали цветами, которые различают люди с дальтонизмом</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>Сетка для рисования детали</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>Щёлкните или проведите, чтобы добавить или убрать клетки; работают и стрелки с пробелом.</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>Детали</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>Новая деталь</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>Добавить самую маленькую форму, которой ещё нет в колоде</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>Нарисуйте от 1 до 5 клеток, соприкасающихся сторонами. Начните с клетки детали, чтобы убирать клетки.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>Выбрать любой цвет</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>Цвет %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>Детали в резерве</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>Переименовать деталь: головоломки, которые её дают, получат новый id</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>Отразить</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>Повернуть деталь на четверть по часовой стрелке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>Отразить деталь слева направо</translation>
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
        <translation>Название</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>В резерве</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>В колоде</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>уровень %1 · в резерве: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>%1; в резерве %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n форма</numerusform>
            <numerusform>%n формы</numerusform>
            <numerusform>%n форм</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
            <numerusform>%n клеток</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (число её клеток)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Награда за %n головоломку: %1</numerusform>
            <numerusform>Награда за %n головоломки: %1</numerusform>
            <numerusform>Награда за %n головоломок: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>Ни одна головоломка не даёт её в награду.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>Каждый игрок начинает с %n такой деталью.</numerusform>
            <numerusform>Каждый игрок начинает с %n такими деталями.</numerusform>
            <numerusform>Каждый игрок начинает с %n такими деталями.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>Цвет %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>В колоде уже есть все формы из 1–5 клеток.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>Удалить деталь</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 — награда за %n головоломку. Пока у неё нет другой награды, колода остаётся черновиком: её можно сохранить, но нельзя играть. Всё равно удалить?</numerusform>
            <numerusform>%1 — награда за %n головоломки. Пока у них нет другой награды, колода остаётся черновиком: её можно сохранить, но нельзя играть. Всё равно удалить?</numerusform>
            <numerusform>%1 — награда за %n головоломок. Пока у них нет другой награды, колода остаётся черновиком: её можно сохранить, но нельзя играть. Всё равно удалить?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>Выложено деталей: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>Выкл. (мгновенно)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Очень быстро</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Как быстро карты и детали движутся по столу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>&amp;Пауза после хода каждого компьютерного игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>Пауза после хода каждого компьютерного игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>Стол ждёт, пока вы продолжите, чтобы вы могли проследить за ходом</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>Спр&amp;ашивать, если ход завершается с оставшимися действиями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>Спрашивать, если ход завершается с оставшимися действиями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>«Завершить ход» сначала спрашивает, пока у вас остаются действия</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>Показывать сове&amp;ты, когда что-то происходит впервые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>Показывать советы, когда что-то происходит впервые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>Короткие советы на столе объясняют ситуацию, когда она возникает впервые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>Снова показать &amp;все советы</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>Для дальтоников</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>Цвета деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>Цвета, которые различают люди с красно-зелёным дальтонизмом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>&amp;Цвета деталей:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>Масштаб стола</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>Вписать весь стол в окно или показывать его в фиксированном размере</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>&amp;Масштаб стола:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>Просмотр партии</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>Глубокий (медленно)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>Глубина анализа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>Сколько компьютер думает над каждым ходом при анализе партии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>&amp;Глубина анализа:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>Закрыть настройки</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>По размеру окна</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>ИИ уровня «Сложный» думает &amp;дольше в партиях вдвоём</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>ИИ уровня «Сложный» думает дольше в партиях вдвоём</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>До 3 секунд на каждое действие вместо 1, и он играет сильнее. Другие партии не меняются.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>Каждый совет показывается один раз; уже виденные советы появятся снова</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>Проигрывать &amp;звуки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>Проигрывать звуки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>Короткие звуки, когда деталь встаёт на место, головоломка собрана, наступает ваш ход и партия заканчивается</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>Гр&amp;омкость:</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n деталь</numerusform>
            <numerusform>%n детали</numerusform>
            <numerusform>%n деталей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>Печать и игра</translation>
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
        <translation>Печатать р&amp;убашки карт (двусторонняя печать)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>Переворот по длинному краю</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>Переворот по короткому краю</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>Только свои формы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>Все формы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>Без деталей</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Размер бумаги:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>Рубашки карт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>Д&amp;вусторонняя печать:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>&amp;Детали для вырезания:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>За каждой страницей карт следует страница их рубашек: печатайте с двух сторон, в натуральную величину. Детали классических форм берутся из коробки игры.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>Файл изображения слишком большой.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>Этот файл не является изображением (PNG или JPEG), которое можно прочитать.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>Изображение не удаётся уменьшить настолько, чтобы оно поместилось в колоду.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>Эмблема игры</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>Название колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>Название колоды и изображение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>Выбрать и&amp;зображение…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>Рубашки &amp;показывают:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>Изображение:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>Рубашки классической колоды — рубашки самой игры: скопируйте колоду, чтобы дать её рубашкам собственный рисунок.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>Рисунок рубашек сохраняется вместе с колодой.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>Изображение размером %1 КБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>Изображение не выбрано</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>Выберите изображение для рубашек карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Изображения (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>Карта головоломки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>Щёлкните или проведите, чтобы закрасить углублённые клетки; работают и стрелки с пробелом.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>В этой колоде ещё нет головоломок.
Добавьте белую или чёрную головоломку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>Головоломка не выбрана</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>разные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>Деталь-награда</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Награда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>Повернуть клетки на четверть по часовой стрелке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>Отразить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>Отразить клетки слева направо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>Сделать все клетки сплошными</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>Показать заполнение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>Показать на карте один способ заполнить её деталями из резерва</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>Предыдущее заполнение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>Следующее заполнение</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Минимум деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Вариантов</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>неизвестно: слишком сложно для решателя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>нельзя заполнить</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>Проблем нет: эту карту можно собрать.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>Повернуть %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>Отразить %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>Очистить %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>Поиск заполнений…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>Слишком много вариантов, чтобы показать заполнение.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>Детали из резерва не могут заполнить эту карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 или больше</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>Заполнение %1 из %2: %n деталь</numerusform>
            <numerusform>Заполнение %1 из %2: %n детали</numerusform>
            <numerusform>Заполнение %1 из %2: %n деталей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>Код и очки карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>Белая или чёрная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>Победные очки за сборку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Награда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>Деталь, которую берут из резерва, когда головоломка собрана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Клетки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Углублённые клетки для заполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Минимум деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>Наименьшее число деталей из резерва, которые её заполняют: каждую кладут одним действием</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>Вариантов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>Сколькими способами детали из резерва её заполняют: меньше способов — труднее увидеть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>Что проверка говорит о карте</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n очко</numerusform>
            <numerusform>%1 · %n очка</numerusform>
            <numerusform>%1 · %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>Белая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>Чёрная</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n замечание</numerusform>
            <numerusform>%n замечания</numerusform>
            <numerusform>%n замечаний</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>белая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>чёрная</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: %2 головоломка, %n очко, награда %3</numerusform>
            <numerusform>%1: %2 головоломка, %n очка, награда %3</numerusform>
            <numerusform>%1: %2 головоломка, %n очков, награда %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>не сосчитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>один способ: трудная</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>мало способов: хитрая</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>немало: средняя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>много: лёгкая</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>Карты головоломок</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>Добавить белую головоломку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>Добавить чёрную головоломку</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>Щёлкните или проведите по карте, чтобы закрасить клетки для заполнения; начните с закрашенной клетки, чтобы стирать.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Награда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Клетки</translation>
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
            <numerusform>%n чёрная</numerusform>
            <numerusform>%n чёрные</numerusform>
            <numerusform>%n чёрных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n белая</numerusform>
            <numerusform>%n белые</numerusform>
            <numerusform>%n белых</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>Копировать %1</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>Сортировать карты по</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>Порядок колоды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>Порядок показа карт (в колоде порядок не меняется)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>Порядок:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>Карты головоломок таблицей</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>Добавить копии выбранных головоломок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>Удалить выбранные головоломки</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>В буфер обмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>Скопирована %n карта головоломки</numerusform>
            <numerusform>Скопировано %n карты головоломок</numerusform>
            <numerusform>Скопировано %n карт головоломок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>В буфере обмена нет карт головоломок для вставки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>Ни одна карта не вставлена: в колоде может быть не больше 500 головоломок.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>Вставлена %n карта головоломки</numerusform>
            <numerusform>Вставлено %n карты головоломок</numerusform>
            <numerusform>Вставлено %n карт головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Пропущено, так как в колоде не больше 500 головоломок: %n карта.</numerusform>
            <numerusform>Пропущено, так как в колоде не больше 500 головоломок: %n карты.</numerusform>
            <numerusform>Пропущено, так как в колоде не больше 500 головоломок: %n карт.</numerusform>
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
        <translation>Собранные головоломки: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>Нет собранных головоломок</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>Несобранные головоломки: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1: не собрана, −%2</translation>
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
        <translation>Папка с файлами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>Псевдоним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Ярлык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Неизвестный</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>&amp;Выделить всё</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>Шаг вв&amp;ерх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>Шаг вн&amp;из</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>Выбор цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Основные цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Пользовательские цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Добавить к пользовательским цветам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Взять цвет с экрана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Курсор в %1, %2
Нажмите ESC для отмены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Тон:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Нас:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>&amp;Ярк:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Красный:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>&amp;Зелёный:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>С&amp;иний:</translation>
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
        <translation>Плавающее</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Отсоединяет и перегруппирует виджет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>Закрывает виджет</translation>
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
Каталог не найден.
Проверьте правильность указанного имени каталога.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Файл не найден.
Проверьте правильность указанного имени файла.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 уже существует.
Заменить его?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Выбрать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Новая папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>«%1» защищён от записи.
Действительно удалить?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Действительно удалить «%1»?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>Переключить в подробный режим</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>Переключить в режим списка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>Не удалось удалить каталог.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Создать папку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>Создать новую папку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Подробный вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>Каталоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Каталог:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Имя файла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>Найти каталог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>Перейти в родительский каталог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>Места и закладки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>Новая папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Родительский каталог</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>Недавние документы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>Показать </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>Показать ск&amp;рытые файлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>Боковая панель</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Дата изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>Мой компьютер</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>Укажите значение:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Показать подробности...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Скрыть подробности...</translation>
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
        <translation>Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Сохранить все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Да для &amp;всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>Н&amp;ет для всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>&amp;Печать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Параметры &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Параметры &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>Все страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>Нечётные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>Чётные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>Локальный файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>Запись файла PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>Печать в файл (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>Печать в файл ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 уже существует.
Заменить его?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 ― это каталог.
Выберите другое имя файла.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>%1 недоступен для записи.
Выберите другое имя файла.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>Неверное определение страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 имеет некорректный синтаксис. Используйте «,» для разделения страниц и диапазонов, а «-» — для определения диапазонов. Пересекающиеся диапазоны недопустимы.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Значение «с» не может быть больше значения «по».</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>Диапазон печати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>Все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>Страницы с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>Текущая страница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>Выделенный фрагмент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>&amp;Список страниц:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>Настройки вывода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>Количество копий:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>Разобрать по копиям</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>Обратный порядок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>Режим цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>Оттенки серого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>Двусторонняя печать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Отключена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>Переплёт по длинной стороне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>Переплёт по короткой стороне</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Укажите страницы или диапазоны, разделяя их запятыми. Диапазоны задаются двумя числами, разделёнными дефисом. Например: при указании 3,5-7,9 будут напечатаны страницы 3, 5, 6, 7 и 9.</translation>
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
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>С&amp;войства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>Расположение:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Тип:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>Вывод в &amp;файл:</translation>
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
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>Прокрутить сюда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>К левой границе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>К правой границе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>На страницу влево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>На страницу вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>На страницу вправо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>На страницу вниз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>Прокрутить влево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>Прокрутить вверх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>Прокрутить вправо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>Прокрутить вниз</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>Прокрутить влево</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>Прокрутить вправо</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>Скопировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Выделить всё</translation>
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
        <translation> или </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>в верхнем ряду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>во втором ряду сверху</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>в среднем ряду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>во втором ряду снизу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>в нижнем ряду</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>в левой колонке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>во второй колонке слева</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>в средней колонке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>во второй колонке справа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>в правой колонке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>в центре</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>Сначала выберите награду за {puzzle}: {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>Остались только завершающие штрихи: кладите детали (1 очко за каждую) или пасуйте.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>Завершающие штрихи идут после финального раунда.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>У вас уже максимум несобранных головоломок ({limit}): соберите одну, прежде чем брать новую.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle} нет в сетке: возьмите одну из открытых головоломок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle} нет в ряду: возьмите одну из открытых головоломок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>Резерв пуст: брать нечего.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>Выберите, какую деталь взять: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>В этой игре нет детали {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>Нельзя взять {piece}: деталь 1-го уровня здесь — {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>Нельзя взять {piece}: выберите {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>В вашем запасе нет другой детали {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>В вашем запасе нет детали {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>Обменяйте {piece} на деталь другой формы, а не на ещё одну {piece}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>В резерве не осталось деталей {piece}: выберите другую деталь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>Деталей выше уровня {level} не осталось, улучшить {piece} нельзя: её можно только обменять.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>Улучшение {piece} ведёт на уровень {next_level} — ближайший уровень, где в резерве есть детали, — а не на уровень {level}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>Вы уже сделали главное действие в этом ходу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>В главном действии положите хотя бы одну деталь.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>Главное действие кладёт не больше одной детали на каждую головоломку, а на {puzzle} их две.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>Выбирать награду не из чего.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>Наградой за {puzzle} должна быть {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>Это не действие игры.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle} уже собрана.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle} — не ваша головоломка: кладите детали на свои головоломки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>Деталь выходит за пределы карты.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>Деталь дважды называет одну клетку ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>Деталь закрывает сплошную клетку {puzzle} ({square}): детали кладутся в углублённые клетки.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>Деталь закрывает уже заполненную клетку {puzzle} ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>Эти клетки не образуют форму {piece}: поверните или переверните её.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>Это действие помечено для игрока {marked}, но сейчас ход игрока {current}.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>Деталей не хватает ещё на одну клетку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>Деталей не хватает: осталось незакрытых клеток — {amount}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>Для последней пустой клетки нужна деталь из 1 клетки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>Пустых клеток нечётное число ({amount}), а каждая деталь закрывает чётное число клеток.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>Для одинокой пустой клетки ({square}) нужна деталь из 1 клетки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>Ни одна деталь не ложится на одну из пустых клеток ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>Отдельную область из {amount} клеток (одна из них {square}) нельзя заполнить этими деталями.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>Каждую из отдельных областей ({amount}) можно заполнить, но не все сразу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>Ни одна комбинация этих деталей не подходит.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>У двух головоломок одинаковый id {puzzle}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>У головоломки {puzzle} тот же id, что у детали.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>ID головоломки {shown} должен состоять из 1–16 печатных символов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}: цвет должен быть белым или чёрным.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}: очки должны быть от 0 до 99.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}: её награда {reward} — не деталь этой колоды.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>У {puzzle} нет углублённых клеток: закрасьте клетки для заполнения.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle} — копия {other}: та же форма (с точностью до поворота и отражения), цвет, очки и награда.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>У {puzzle} та же форма, что у {other} (с точностью до поворота и отражения), но другие очки или награда.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>Колоду не удалось прочитать обратно из файла: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>В колоде нет деталей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>У двух деталей одинаковый id {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>ID детали {shown} должен состоять из 1–16 печатных символов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>У {piece} должно быть от 1 до {max} связанных клеток.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>У {piece} та же форма, что у {other} (с точностью до поворота и отражения).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}: количество в резерве должно быть от 0 до 99.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>Деталей {piece} нет в резерве: она никогда не попадёт в игру.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle} нельзя заполнить деталями этой колоды. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle} нельзя заполнить деталями из резерва. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>У {puzzle} слишком много вариантов для решателя: в пределах своих лимитов он не смог выяснить, может ли резерв её заполнить.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle} можно заполнить, но вариантов слишком много, чтобы в пределах лимитов решателя сосчитать способы заполнения или найти наименьшее число деталей.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}: углублённые клетки образуют отдельные области ({parts}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle} можно заполнить только одним способом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>В колоде нет белых головоломок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>В колоде нет чёрных головоломок.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>В таблице подготовки нет числа чёрных головоломок для {players} игроков.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>{players} игрокам нужно чёрных головоломок: {need} (таблица подготовки); в колоде их {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>При {players} игроках все чёрные головоломки ({need}) сразу выходят в ряд: игра закончится через один раунд.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>{players} игрокам нужно белых головоломок: {need} (таблица подготовки); в колоде их {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>В белом ряду мест: {row}, а белых головоломок в колоде только {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>Соло-игре нужно белых головоломок: {need}; в колоде их {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>Соло-игре нужно чёрных головоломок: {need}; в колоде их {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>Соло-игра раздаёт 9 карт: для подготовки нужно не меньше 9 головоломок (сейчас {have}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>В стартовом запасе указана {piece}, но это не деталь этой колоды.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>Четыре игрока начинают с {piece} (по {need} шт.), но в резерве их {have}: кто-то начнёт с другой деталью.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>У колоды нет названия.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>Награды: {rewards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>Ни одна головоломка не даёт в награду {pieces}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>Белых головоломок: {count}, всего очков: {points} (от {low} до {high} за каждую).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>Чёрных головоломок: {count}, всего очков: {points} (от {low} до {high} за каждую).</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>Это действие предназначалось для позиции после действий: {step}, но партия уже дошла до действий: {now}. Посмотрите на стол ещё раз.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>У {piece} тот же цвет, что у {other}: их различает только форма.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} — награда за головоломки ({puzzles}), но в резерве их только {have}: когда они закончатся, игроки получат вместо неё другую деталь.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>файла нет (больше нет)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>это канал (FIFO), а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>это сокет, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>это устройство, а не файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>файл не читается: доступ запрещён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>файл — ссылка, которая ведёт по кругу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>файл не читается: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>недопустимое имя файла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>сейчас файл не читается (он заблокирован или не готов)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>размер файла {size} — больше допустимого ({what}: не более {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>файл больше допустимого ({what}: не более {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what}: недопустимый текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what}: длиннее {limit} символов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what}: должно быть текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>в файле слишком большое число, его не прочитать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не текстовый (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}: нет ключа «{key}»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}: значение «{key}» должно быть целым числом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}: у значения «{key}» неверный тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}: неверный ID {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where}: должно быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where}: нужно положительное число для {players} игроков</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>колода должна быть объектом JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>у колоды нет номера версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>версия колоды {version} новее той, что читает эта игра ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>неизвестная версия колоды {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>в колоде нет деталей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>в колоде слишком много форм деталей (не более {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>деталь {piece}: клетка записывается как [строка, колонка] со значениями от 0 до 4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>деталь {piece}: у детали от 1 до {most} разных клеток</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>деталь {piece}: её клетки не связаны</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>деталь {piece}: количество должно быть от 0 до 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>деталь {piece}: цвет должен быть записан как #rrggbb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>у двух деталей ID {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>у деталей {piece} и {other} одна форма с точностью до поворота и отражения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>в колоде слишком много головоломок (не более {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>у двух головоломок ID {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>у головоломки {puzzle} тот же ID, что у детали</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>головоломка {puzzle}: цвет должен быть «white» или «black»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>головоломка {puzzle}: очки должны быть от 0 до 99</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>головоломка {puzzle}: её награда {shown} — не деталь этой колоды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>головоломка {puzzle}: клетки — это 5 строк по 5 символов «.» или «#»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>у головоломки {puzzle} нет углублённой клетки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>колода: «setup» должно быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supply должно перечислять ID деталей этой колоды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply: не более {most} деталей</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_size должно быть числом от 1 до 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo: белых и чёрных вместе должно быть не меньше 9 головоломок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locks — это три числа (замки над колонками 1–3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supply: нужно число для standard, challenging и unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>файл слишком велик для колоды (больше {limit} МБ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>это не файл колоды в формате JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>у файла слишком глубокая вложенность для колоды</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>«{key}» должно быть списком ID головоломок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where}: должно быть ровно {size} карт, а не {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}: неизвестный ID головоломки {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}: неизвестный ID детали {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}: {puzzle} — белая головоломка, а не чёрная</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}: {puzzle} — чёрная головоломка, а не белая</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}: {puzzle} встречается дважды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>запись партии должна быть объектом JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>у записи нет номера версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>версия записи {version} не поддерживается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>версия записи {version} не поддерживается (её создала более новая версия игры)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>встроенная колода неверна: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>у встроенной колоды слишком глубокая вложенность</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>«players» должно быть списком имён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>«solo» должно быть объектом, у которого «difficulty» — standard, challenging или unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>в соло-партии ровно один игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>в партии от 2 до 4 игроков, а не {count} (или 1 с «solo»)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>«seed» должно быть целым числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>«seed» вне допустимого диапазона</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>в соло-колоде должно быть ровно {size} карт, а не {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>соло-колода не соответствует зерну</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>это не файл колоды Project L (формат не «{format}»)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>колода — черновик, в одиночную игру ею играть нельзя (чего в ней не хватает, скажет project-l deck validate)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>колода — черновик, ею нельзя играть, когда игроков {players} (чего в ней не хватает, скажет project-l deck validate)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>«back» в колоде должно быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>рубашка карт должна быть одной из этих: {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>изображение рубашки карт должно быть текстом (файл PNG или JPEG в base64)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>изображение рубашки карт — не текст в base64</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>изображение рубашки карт больше {kb} КБ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>изображение рубашки карт должно быть в формате PNG или JPEG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>скопированные карты слишком велики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>в буфере обмена нет скопированных карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>скопированные карты версии {version} прочитать нельзя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>в скопированных картах нет их головоломок или деталей</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>это не запись партии Project L (формат не «{format}»)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>соло-запись указывает одно значение «{key}», а не белую и чёрную колоды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>в записи нет ни «{key}», ни «seed»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>«{key}» бывает только в соло-записях; укажите «white_deck» и «black_deck»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>укажите и «white_deck», и «black_deck»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>в записи нет ни колод, ни «seed»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>колоды не соответствуют зерну</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>«actions» должно быть списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>в записи больше {most} действий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}: «player» должно быть номером игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>ключ, которого игра не знает, содержит недопустимый текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>файл больше {limit} МБ: слишком велик для записи партии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>файл не в формате JSON (строка {line})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>у файла слишком глубокая вложенность для записи партии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}: ключа «{key}» нет или его значение не текстовое</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}: «cells» должно быть списком пар [строка, колонка]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}: клетка записывается как [строка, колонка]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}: клетка [{row}, {col}] за пределами карты (0–4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}: размещение должно быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}: «placements» должно быть списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}: значение «piece» должно быть текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}: неизвестный тип действия {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}: ключа «type» нет или его значение не текстовое</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>в партии {players} игроков, а мест указано {seats}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>действие {index} партии не удаётся воспроизвести: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>размер файла {size} — больше, чем может быть у сохранённой партии (не более {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>это не сохранённая партия: файл не текстовый (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>файл обрезан: он обрывается посреди данных (строка {line})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>это не сохранённая партия: файл не в правильном формате JSON (строка {line}, позиция {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>это не сохранённая партия: у данных слишком глубокая вложенность</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>это не сохранённая партия: в ней слишком длинное число</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>это не сохранённая партия: в файле {holds}, а не объект</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>это файл колоды Project L, а не сохранённая партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>это не сохранённая партия Project L: её формат {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>это не сохранённая партия Project L: в ней нет ключа «format»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>у сохранённой партии нет номера версии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>теперь в нём другая партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>партию сохранила более новая версия Project L (версия файла {version}; эта версия читает версию {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>версия файла {version} не поддерживается</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>настройка вида {key} вне допустимого диапазона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>настройка вида {key} — не конечное число</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>настройка вида {key} должна быть текстом, числом, true/false или null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>настройки вида («view») в сохранении должны быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>в сохранении больше {most} настроек вида</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>у настройки вида {key} слишком много элементов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>{key} в сохранении должно быть коротким текстом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>раздел «app» в сохранении должен быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>«save_version» в сохранении должно быть целым числом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>партию сохранила более новая версия Project L (версия сохранения {version}; эта версия читает версию {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>«seats» в сохранении должно быть списком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>в сохранении {seats} мест на {players} игроков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>место {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>место {number} — {shown}, а игрок {number} в записи — {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>сетевые настройки сохранения: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>действие {index}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>место должно быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>месту нужно имя длиной от 1 до 100 символов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>имя места — недопустимый текст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>неизвестный вид места {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>неизвестный уровень ИИ {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>в названии партии от 1 до {most} символов, допустимых в имени</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>нет TCP-порта {shown}: порты — от 1 до 65535</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>ИИ берёт место через срок от 1 секунды до 1 часа, а не {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>адрес сервера — это адрес ws:// или wss://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>сетевые настройки должны быть объектом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>в сетевых настройках нужно название партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>порт должен быть целым числом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>«offer_lan» должно быть true или false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>«takeover_seconds» должно быть целым числом или null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>«server» должно быть адресом или null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>клетки головоломки — это 5 строк по 5 символов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>цвет головоломки должен быть «white» или «black»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>у головоломки есть значение неверного типа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>автосохранение слишком велико</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>автосохранение не в формате JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>это не автосохранение редактора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>в автосохранении нет колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>колоду из автосохранения не прочитать (ключ {key})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>сохранённая партия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>запись партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>настройки сетевой партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>название колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>ID колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>описание колоды</translation>
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
        <translation>название детали {piece}</translation>
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
        <translation>награда за головоломку {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>ID ({item})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>белая колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>чёрная колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>белая часть соло-колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>чёрная часть соло-колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>имя игрока {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>действие {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}, размещение {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>название настройки вида</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>настройка вида {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>{key} в сохранении</translation>
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
        <translation>не удаётся сохранить {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>не удаётся создать папку {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>не удаётся использовать папку {path}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>папку {path} занимает другая программа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>не удаётся записать файл настроек {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} — файл, а не папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>не удаётся использовать папку истории {path}: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>не удаётся использовать папку автосохранений {path}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>не удаётся перенести партию в историю: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>не удаётся переместить {path} в {folder}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>доступ запрещён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>папки не существует</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>часть пути — файл, а не папка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>мешает папка с таким же именем</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>ИИ выбрал недопустимое действие: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>ИИ ответил {shown}, а это не действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>ошибка в программе: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>фаза: %1, раунд %2, ходит игрок %3, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>осталось %n действие</numerusform>
            <numerusform>осталось %n действия</numerusform>
            <numerusform>осталось %n действий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1: %2: %3, собрано: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>соперник: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>победители: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>соперник</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>Результаты по соперникам</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>Нет партий для показа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1: побед %2, общих %3, поражений %4</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 побеждает соперника!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>Побеждает соперник</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1 делят победу</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>Ничья — %1: при ничьей побеждает соперник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 против %2 у соперника</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1: больше всех очков (%2 против %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>Ничья — %1: %2 побеждает, собрав больше головоломок (%3 против %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1-е</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2-е</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3-е</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4-е</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5-е</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>Соперник</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>Игра ещё не окончена</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>Очки по раундам</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>Те же игроки и колода, новая раздача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>Пр&amp;осмотреть партию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>Пройти партию с её первого действия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>&amp;Посмотреть на стол</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>Выбрать игроков и колоду для новой игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>Закрыть итоги и посмотреть на стол в конце игры</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 — победитель</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>Завершающие штрихи: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>Завершающие штрихи: нет</translation>
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
        <translation>Несобранные головоломки: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>Осталось фишек: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>Осталось деталей: %1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>Ваша &amp;статистика</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Ваши победы и поражения, рейтинг против компьютера, лучшие партии и не только</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>Просмотр: %1 — Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>Действия партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>К раздаче (Home)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>На ход назад (Page Up)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>На действие назад (←)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>Воспроизвести партию отсюда (пробел)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>На действие вперёд (→)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>На ход вперёд (Page Down)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>&amp;Продолжить игру отсюда</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>Начать новую партию с показанной позиции</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>Позиция в партии</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Проанализировать партию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>Компьютер просматривает каждый ход и отмечает те, что стоили очков (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>Показать &amp;лучший ход</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>На отмеченном ходу: показать на столе лучший ход (или сыгранный) (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>&amp;Следующий отмеченный ход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>Показать следующий ход, отмеченный анализом (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>П&amp;редыдущий отмеченный ход</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>Показать предыдущий ход, отмеченный анализом (Shift+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>А&amp;нализ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>Показать панель &amp;анализа</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>Раздача (до первого действия)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(действие)</translation>
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
            <numerusform>Раздача, всего %n действие</numerusform>
            <numerusform>Раздача, всего %n действия</numerusform>
            <numerusform>Раздача, всего %n действий</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>Действие %1 из %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 — игра окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 — раунд %2, ходит %3</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>Пауза (пробел)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>Партию нельзя проанализировать: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>Анализ отменён.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>Анализ готов: %n отмеченный ход</numerusform>
            <numerusform>Анализ готов: %n отмеченных хода</numerusform>
            <numerusform>Анализ готов: %n отмеченных ходов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>Анализ не сохранён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>Не удалось записать анализ в %1:
%2

Он показан здесь; повторный анализ выполнит его заново.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(ничего)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(разные)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (не деталь этой колоды)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>Документ с правилами отсутствует в этой установке (docs/rules.md).</translation>
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
        <translation>&amp;Просмотреть сохранённую партию…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>Просмотреть &amp;эту партию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>Просмотр партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Сохранённые партии (*%1);;Записи партий (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Ваши победы и поражения, рейтинг против компьютера, лучшие партии и не только</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>Очки по раундам</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>Очки в конце каждого раунда:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>; итоговый счёт %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>Счёт каждой партии</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>Нет партий для показа</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n партия: счёт от %1 до %2, последний %3</numerusform>
            <numerusform>%n партии: счёт от %1 до %2, последний %3</numerusform>
            <numerusform>%n партий: счёт от %1 до %2, последний %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · счёт %3
Щёлкните, чтобы просмотреть партию</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>Партии, сначала старые</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>среднее за 5 последних партий</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L доступен по адресу %1 (протокол %2, не больше %n комнаты); остановка — Ctrl+C</numerusform>
            <numerusform>Project L доступен по адресу %1 (протокол %2, не больше %n комнат); остановка — Ctrl+C</numerusform>
            <numerusform>Project L доступен по адресу %1 (протокол %2, не больше %n комнат); остановка — Ctrl+C</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>Сервер остановлен.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>Не удаётся прочитать файл пароля %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>В файле пароля %1 нет пароля.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>Не удаётся использовать сертификат TLS и ключ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>Не удаётся принимать подключения на %1, порт %2: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>партии</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>доля побед</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>очки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>СКО</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>головоломки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>сред. мс</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 мс</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>соперник</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>разрыв</translation>
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
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2; %3), зёрна %4–%5, лимит времени hard %6 с, %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n процесс</numerusform>
            <numerusform>%n процесса</numerusform>
            <numerusform>%n процессов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>записи партий (%1) сохранены в %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>неизвестный уровень ИИ %1 (выберите из: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players требует хотя бы один уровень ИИ</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>в партии от 2 до 4 игроков, а не %n (или используйте --solo)</numerusform>
            <numerusform>в партии от 2 до 4 игроков, а не %n (или используйте --solo)</numerusform>
            <numerusform>в партии от 2 до 4 игроков, а не %n (или используйте --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo принимает от 1 до 4 уровней, а не %n</numerusform>
            <numerusform>--solo принимает от 1 до 4 уровней, а не %n</numerusform>
            <numerusform>--solo принимает от 1 до 4 уровней, а не %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>не удаётся создать %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>не удаётся записать партию: %1</translation>
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
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Игроков за столом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Период:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>П&amp;ротив:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>Все партии этой статистики, по строке на партию, для электронной таблицы</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>Все партии</translation>
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
        <translation>Против</translation>
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
        <translation>Очки</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>Разница</translation>
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
        <translation>Завершающие штрихи</translation>
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
        <translation>П&amp;артии</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>Счёт каждой партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>Результаты по соперникам</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>Лучшие партии</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>Самые используемые детали</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>Итоги соло</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Поражений</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>Лучшая разница</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Последние 12 месяцев</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Все</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>Любое число</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2 игрока</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4 игрока</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>Компьютер (лёгкий)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>Компьютер (средний)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Компьютер (сложный)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>Смешанный стол</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>Только люди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Соло</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ Победа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= Общая победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ Поражение</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>Базовая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>Сложная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>Непобедимая</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>Чтение ваших партий…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>Чтение ваших партий… %1 из %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ Не удалось прочитать историю: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>В истории пока нет партий: каждая партия, которую вы доиграли (или оставили ради другой), хранится там и учитывается здесь.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>Не учтена %n незавершённая партия.</numerusform>
            <numerusform>Не учтены %n незавершённые партии.</numerusform>
            <numerusform>Не учтено %n незавершённых партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>Не учтена %n учебная партия.</numerusform>
            <numerusform>Не учтены %n учебные партии.</numerusform>
            <numerusform>Не учтено %n учебных партий.</numerusform>
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
            <numerusform>⚠ %n партию из истории не удаётся прочитать, она не учтена: %1</numerusform>
            <numerusform>⚠ %n партии из истории не удаётся прочитать, они не учтены: %1</numerusform>
            <numerusform>⚠ %n партий из истории не удаётся прочитать, они не учтены: %1</numerusform>
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
            <numerusform>после %n партии против компьютера</numerusform>
            <numerusform>после %n партий против компьютера</numerusform>
            <numerusform>после %n партий против компьютера</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>Рейтинг появится после игр с компьютером</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>Рейтинг в духе Эло (Glicko) по шкале уровней компьютера: лёгкий %1, средний %2, сложный %3. Он меняется после каждой доигранной партии против них; ваша сила с уверенностью 95% лежит в пределах ±.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>побед %1 · общих %2 · поражений %3</translation>
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
        <translation>Средний счёт</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/партию · среднее за последнюю %n партию: %3</numerusform>
            <numerusform>%1 %2/партию · среднее за последние %n партии: %3</numerusform>
            <numerusform>%1 %2/партию · среднее за последние %n партий: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>Собранные головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>белых %1 · чёрных %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>очков отдано в %n партии</numerusform>
            <numerusform>очков отдано в %n партиях</numerusform>
            <numerusform>очков отдано в %n партиях</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
Щёлкните, чтобы просмотреть партию</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: поставлена %n раз</numerusform>
            <numerusform>%1: поставлена %n раза</numerusform>
            <numerusform>%1: поставлена %n раз</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>Не удаётся открыть партию</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>Не удаётся экспортировать статистику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>Не удалось записать %1:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n партия экспортирована в %1</numerusform>
            <numerusform>%n партии экспортированы в %1</numerusform>
            <numerusform>%n партий экспортировано в %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>левой колонкой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>средней колонкой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>правой колонкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>колонкой %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>ИИ не смог сделать ход: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>Ход игрока %1 окончен: нажмите «Продолжить» (пробел), чтобы ходил %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>Ход игрока %1 окончен: следующим ходит %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>Продолжить (пробел)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>Выберите награду за %1: щёлкните одну из подсвеченных деталей в резерве (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1: завершающие штрихи. Кладите детали на свои головоломки (каждая стоит 1 очко), затем нажмите «Готово»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>Главное действие: положите по одной детали на любые свои головоломки, затем «Подтвердить»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1: возьмите головоломку, возьмите деталь 1-го уровня, перетащите деталь на головоломку или щёлкните деталь в запасе, чтобы улучшить её</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>На столе нет партии</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>Игра окончена: начните новую из меню «Игра»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>Дождитесь, пока детали лягут на место</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>Сейчас ходит %1 (компьютерный игрок)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>Подождите: компьютер думает</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>Для главного действия нужна головоломка</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Завершающие штрихи: %n деталь, −%n очко. «Готово» применяет их</numerusform>
            <numerusform>Завершающие штрихи: %n детали, −%n очка. «Готово» применяет их</numerusform>
            <numerusform>Завершающие штрихи: %n деталей, −%n очков. «Готово» применяет их</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Главное действие: запланирована %n деталь. «Подтвердить» применяет её</numerusform>
            <numerusform>Главное действие: запланированы %n детали. «Подтвердить» применяет их</numerusform>
            <numerusform>Главное действие: запланировано %n деталей. «Подтвердить» применяет их</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>Положить %1 на головоломку (клавиатура)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>Улучшить %1 до</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>Обменять %1 на</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>В резерве нет детали для улучшения или обмена</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (уровень %2, осталось %3)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>Вспомогательный процесс компьютерных игроков пришлось перезапустить. Партия продолжается.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>ИИ, лёгкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>ИИ, средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>ИИ, сложный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>ИИ</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>ИТОГИ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>Завершающие штрихи: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>Выложено деталей: %1, стоимость −%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>Каждая выложенная деталь стоит 1 очко</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>ЗАВЕРШАЮЩИЕ ШТРИХИ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1: выберите награду</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>Осталось действий:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>Главное действие: сделано</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Главное действие: выложена %n деталь</numerusform>
            <numerusform>Главное действие: выложены %n детали</numerusform>
            <numerusform>Главное действие: выложено %n деталей</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>Главное действие: доступно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>ФИНАЛЬНЫЙ РАУНД</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>ДАЛЕЕ ФИНАЛЬНЫЙ РАУНД</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>По сети</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 играет на другом компьютере</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>Нет связи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>Связь с %1 потеряна: игрок может вернуться с тем же кодом приглашения и именем</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>Пока играет ИИ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>Связь с %1 потеряна: пока игрок не вернётся, за него играет ИИ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>Играет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>Завершает</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>Собрано: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>стопка</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>заперта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>открыта</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>базовая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>сложная</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>непобедимая</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>Соперник (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>Взято головоломок: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>Его запас: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>Штрихи: −%1</translation>
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
            <numerusform>Минимум деталей для заполнения: %n</numerusform>
            <numerusform>Минимум деталей для заполнения: %n</numerusform>
            <numerusform>Минимум деталей для заполнения: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>Детали этой колоды не могут её заполнить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>Минимум деталей для заполнения: слишком сложно вычислить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>Минимум деталей для заполнения: вычисляется…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>Головоломка %1: %n очко</numerusform>
            <numerusform>Головоломка %1: %n очка</numerusform>
            <numerusform>Головоломка %1: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>Награда: деталь %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>Заполнить %n клетку</numerusform>
            <numerusform>Заполнить %n клетки</numerusform>
            <numerusform>Заполнить %n клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>Ещё пуста %n клетка</numerusform>
            <numerusform>Ещё пусты %n клетки</numerusform>
            <numerusform>Ещё пусто %n клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Резерв: деталь %1, осталась %n</numerusform>
            <numerusform>Резерв: деталь %1, осталось %n</numerusform>
            <numerusform>Резерв: деталь %1, осталось %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>Запас игрока %1: деталь %2, %n шт.</numerusform>
            <numerusform>Запас игрока %1: деталь %2, %n шт.</numerusform>
            <numerusform>Запас игрока %1: деталь %2, %n шт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>Белая колода: осталась %n карта</numerusform>
            <numerusform>Белая колода: осталось %n карты</numerusform>
            <numerusform>Белая колода: осталось %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Чёрная колода: осталась %n карта</numerusform>
            <numerusform>Чёрная колода: осталось %n карты</numerusform>
            <numerusform>Чёрная колода: осталось %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Колода: осталась %n карта</numerusform>
            <numerusform>Колода: осталось %n карты</numerusform>
            <numerusform>Колода: осталось %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>Колонку %1 запирает %n фишка</numerusform>
            <numerusform>Колонку %1 запирают %n фишки</numerusform>
            <numerusform>Колонку %1 запирают %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>Колонка %1 открыта</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1: собрана %n головоломка</numerusform>
            <numerusform>%1: собраны %n головоломки</numerusform>
            <numerusform>%1: собрано %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n очко</numerusform>
            <numerusform>%1: %n очка</numerusform>
            <numerusform>%1: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Собрано головоломок: %n</numerusform>
            <numerusform>Собрано головоломок: %n</numerusform>
            <numerusform>Собрано головоломок: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Завершающие штрихи: деталей %n, снято очков %n</numerusform>
            <numerusform>Завершающие штрихи: деталей %n, снято очков %n</numerusform>
            <numerusform>Завершающие штрихи: деталей %n, снято очков %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>Соперник взял %n головоломку</numerusform>
            <numerusform>Соперник взял %n головоломки</numerusform>
            <numerusform>Соперник взял %n головоломок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Его счёт: %n очко</numerusform>
            <numerusform>Его счёт: %n очка</numerusform>
            <numerusform>Его счёт: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>Запас соперника: %n фишка</numerusform>
            <numerusform>Запас соперника: %n фишки</numerusform>
            <numerusform>Запас соперника: %n фишек</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tab переходит от карты к карте и от детали к детали, Enter использует текущую; Справка &gt; Клавиатура перечисляет все клавиши</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>оценка оставшегося времени…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>осталось меньше минуты</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>осталось около %n минуты</numerusform>
            <numerusform>осталось около %n минут</numerusform>
            <numerusform>осталось около %n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>осталось около %n часа</numerusform>
            <numerusform>осталось около %n часов</numerusform>
            <numerusform>осталось около %n часов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>Выберите награду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>Детали-награды этой головоломки в резерве не осталось, поэтому выберите другую: щёлкните одну из подсвеченных деталей в резерве.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>Чёрная колода пуста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>Конец игры близко: раунд, в котором закончилась чёрная колода, доигрывается до конца, затем идёт ещё один полный раунд (финальный). После него&#xa0;— завершающие штрихи и подсчёт очков.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>Колода пуста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>Конец игры близко: после хода, в котором закончилась колода, вы и соперник делаете ещё по одному ходу, а затем наступают завершающие штрихи. Каждая несобранная головоломка отнимает свои очки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>Завершающие штрихи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>Последний шанс собрать головоломки: кладите на них любые детали из запаса, по очку за каждую, затем нажмите «Готово». Собранная сейчас головоломка приносит очки, но не даёт награды.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>Соберите эту головоломку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>Одна деталь из вашего запаса заполнит остаток этой головоломки. Собранная головоломка приносит свои очки, возвращает лежащие на ней детали и даёт деталь-награду.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>Такие детали закончились</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>Если нужной детали в резерве нет, вы берёте другую того же уровня. Если закончился и этот уровень, выберите деталь ближайшего более высокого уровня или любого более низкого.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>Колонка заперта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>Соперник взял лучшую головоломку из колонок без фишек, и теперь его фишки запирают эту колонку. Каждая взятая вами головоломка снимает фишку со своей колонки: держите ценные головоломки запертыми или берите их первыми.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>Главное действие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>Детали из вашего запаса подходят сразу к нескольким головоломкам. Раз за ход главное действие (M) позволяет за одно действие положить по одной детали на каждую вашу головоломку.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>Улучшите деталь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>Щёлкните деталь в своём запасе, чтобы вернуть её и взять деталь следующего уровня: крупные детали заполняют головоломки быстрее.</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>&amp;Понятно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>&amp;Больше без советов</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>Детали может использовать только ходящий игрок, из своего запаса</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>Это запас другого игрока</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>Деталей этой формы в запасе не осталось</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>Сначала подтвердите или отмените размещение</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>Из резерва можно взять только деталь 1-го уровня (%1); крупные детали получают улучшением</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>Перетащите деталь из своего запаса на эту головоломку или выберите деталь запаса и нажмите Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>Это головоломка игрока %1: кладите детали на свои головоломки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>Колода лежит рубашкой вверх: возьмите карту из ряда</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1: %2, награда %3. Enter — взять.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>Резерв: %1 × %2. Enter — взять, если можно.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>Ваша деталь %1. Enter: положить, улучшить или обменять.</translation>
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
        <translation>пока нет</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>Собранные головоломки игрока %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>Фишки над %1: %2. Соперник не берёт карты из колонки, над которой лежит фишка</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>Головоломки соперника: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>У вас нет головоломки, на которую можно положить деталь</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>Стрелки двигают деталь, R поворачивает, F переворачивает, Tab или 1–4 выбирают головоломку, Enter кладёт, Escape отменяет</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>Положите деталь на одну из своих головоломок: R или колесо поворачивает, F или правая кнопка переворачивает, Escape отменяет</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>Деталь вернулась: положите её на одну из своих головоломок</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1: %2, награда %3.</translation>
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
            <numerusform>%n очко, награда %1</numerusform>
            <numerusform>%n очка, награда %1</numerusform>
            <numerusform>%n очков, награда %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1: белые головоломки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1: чёрные головоломки</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>Взята</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>Выложена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Новая</translation>
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
        <translation>Продо&amp;лжить</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>Поиск незавершённой партии…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>От двух до четырёх игроков, люди или компьютер</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>&amp;Соло</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>Играть одному против соперника</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>&amp;Редактор колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>Создание головоломок, деталей и целых колод</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>Сохранённая партия или запись партии</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>Не&amp;давние партии</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Сыграна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Нажмите Enter или дважды щёлкните, чтобы открыть партию</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>Чтение недавних партий…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>Не удалось прочитать недавние партии: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (соло)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ Не читается</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ Завершена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ Не завершена, раунд %1</translation>
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
        <translation>Нажмите Enter или дважды щёлкните, чтобы открыть партию.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>Недавних партий пока нет: здесь появятся партии, которые вы сохраните или откроете.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>Нет незавершённой партии: начните новую или откройте сохранённую</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · раунд %2 · оставлена без сохранения %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · раунд %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>Подключиться к се&amp;тевой игре…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>Берите головоломки, выкладывайте детали и улучшайте их до более крупных.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>&amp;Редактор колод…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>Создание головоломок, деталей и целых колод (редактор открывается в отдельном окне)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>&amp;Главное действие</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>Положить до одной детали на каждую свою головоломку одним действием (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Подтвердить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>О&amp;тмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>Завершить ход сейчас, не использовав все действия (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>&amp;Весь стол</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал игры</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>&amp;О программе Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>&amp;Выкл. (мгновенно)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>Оч&amp;ень быстро</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Спр&amp;авка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>&amp;Готово (завершающие штрихи)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>&amp;Подтвердить главное действие</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>Завершить ход?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>У вас осталось %n действие. Всё равно завершить ход?</numerusform>
            <numerusform>У вас осталось %n действия. Всё равно завершить ход?</numerusform>
            <numerusform>У вас осталось %n действий. Всё равно завершить ход?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>Вопрос можно снова включить в меню Правка &gt; Настройки</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>Закрасить клетки %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>Стереть клетки %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>Сделать %1 белой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>Сделать %1 чёрной</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>Задать очки %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>Задать награду %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>Переименовать %1 в %2</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>Добавить головоломку %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>Удалить головоломку %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>Изменить форму детали %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>Переименовать деталь %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>Перекрасить деталь %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>Задать количество %1 в резерве</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>Добавить деталь %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>Удалить деталь %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>Переименовать колоду</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>Изменить описание</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>Изменить рубашки карт</translation>
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
        <translation>Колода без названия</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · страница %2 из %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>При печати в масштабе 100% (натуральная величина) эта полоса длиной 5 см.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>Карты головоломок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>Рубашки карт</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>Детали</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>Пусто</translation>
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
        <translation>Детали нужна хотя бы одна клетка. Нарисуйте её клетки на сетке.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>В детали не больше 5 клеток. Уберите одну, чтобы использовать этот рисунок.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>Клетки детали должны соприкасаться сторонами. Соедините их.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>Это та же форма, что и %1 (с точностью до поворота и отражения): отклонено. Рисуйте дальше, чтобы получилась другая форма.</translation>
    </message>
</context>
</TS>
