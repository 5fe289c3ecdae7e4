<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th_TH" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>พลาด​ร้ายแรง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>ผิดพลาด</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>พลาด​เล็กน้อย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>ไม่มี​เครื่องหมาย</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>ตา %1 รอบ %2 · %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>ตา​ที่ดี​ที่สุด​ที่​พบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>ใกล้​เคียง​ตา​ที่ดี​ที่สุด​ที่​พบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>เล่น​: %1 (​ผลต่าง​ที่​คาด​ %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>ดีกว่า​: %1 (​ผลต่าง​ที่​คาด​ %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>เหตุผล​: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1 เสีย​แต้ม​นำ​ไป %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1: ความ​แม่นยำ %2 เสีย​เฉลี่ย​ต่อ​ตา %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>พลาด​เล็กน้อย​ %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>ผิดพลาด​ %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>พลาด​ร้ายแรง​ %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>เสีย​มาก​ที่สุด​: ​ตา​ %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>เกม​ยัง​ไม่​ตัดสิน​จน​จบ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>เกม​ตัดสิน​ได้​ที่​ตา​ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>เกม​ตัดสิน​ได้​ที่​ตา %1 (รอบ %2 ตา​ของ %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>ส่วน​ต่าง​แต้ม​กับ​ออโตมา: แต้ม​สุดท้าย​ของ​ผู้เล่น​ลบ​ด้วย​แต้ม​ของ​ออโตมา</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(​ผล​วิเคราะห์​ที่​บันทึก​ไว้​ใน​ไฟล์​)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>บันทึก​ผล​วิเคราะห์​ไว้​ใน​ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players ​ต้อง​เป็น​หมายเลข​ที่นั่ง​ตั้งแต่​ 0 ​ถึง​ %1 ​ไม่ใช่​ %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>ตา​ที่​วิเคราะห์​แล้ว: %1 จาก %2 เหลือ​อีก​ประมาณ %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n วินาที</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n นาที</numerusform>
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
            <numerusform>%n ชั่วโมง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>ต้อง​วิเคราะห์ %n ตา ใช้​เวลา​ทำงาน​ประมาณ %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>ต้อง​วิเคราะห์ %n ตา ใช้​เวลา​ทำงาน​ประมาณ %1: มาก​กว่า​ที่ --max-turns อนุญาต (%2) วิเคราะห์​ที่นั่ง​ให้​น้อย​ลง (--players) ลด --budget หรือ​เพิ่ม --max-turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>ไข​{puzzle}​สำเร็จ​ตอนนี้​และ​รับ​รางวัล {reward}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>ไข {puzzles} ​สำเร็จ​ใน​ตา​นี้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>ไข {puzzles} ​สำเร็จ​ใน​ตา​นี้ ​ไม่ใช่​แค่ {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>ไข​{puzzle}​สำเร็จ​ตอนนี้​และ​รับ​รางวัล {reward} ​เร็ว​ขึ้น​หนึ่ง​รอบ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>หยิบ {puzzle} ​ซึ่ง​มี​ค่า {points} ​แต้ม ​แทน {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>หยิบ {puzzle} ​ซึ่ง​มี​ค่า {points} ​แต้ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>หยิบ {piece} ​ซึ่ง​จะ​ไข {puzzle} ​สำเร็จ​ใน​ตา​ถัดไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>ใช้​แอ็กชันมาสเตอร์​วาง​ชิ้นส่วน {count} ​ชิ้น​พร้อมกัน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>ใช้​ทุก​แอ็กชัน ​แทน​การ​จบ​ตา​โดย​เหลือ {left} ​แอ็กชัน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>เก็บงานท้ายเกม​ที่​ไข {puzzle} ​สำเร็จ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>เก็บงานท้ายเกม​ที่​เสีย​แต้ม​น้อย​กว่า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>ได้​ {piece} ​แทน​ {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>ได้​ {piece} ​เพิ่ม​ด้วย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>อัปเกรด {old} ​เป็น {piece} ​แทน​การ​ได้ {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>อัปเกรด {old} ​เป็น {piece} ​เพิ่ม​ด้วย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>หยิบ {puzzle} (รางวัล {reward}) ​แทน {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>หยิบ {puzzles} ​แทน {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>หยิบ {puzzle} (รางวัล {reward}) ​เพิ่ม​ด้วย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>หยิบ {puzzle} ​ก่อน {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>เติม​ช่อง​ของ​ปริศนา​ที่​ยัง​ไม่​สำเร็จ​ได้​มาก​กว่า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>รักษา​แต้ม​ที่​ทำ​ได้​ไว้​มาก​กว่า</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>พลาด​เล็กน้อย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>ผิดพลาด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>พลาด​ร้ายแรง</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>ล (พลาด​เล็กน้อย)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>ผ (ผิดพลาด)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>ร (พลาด​ร้ายแรง)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>ดีที่สุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>รอบ %1 · %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>รอบ</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>ส่วน​ต่าง​แต้ม</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>ส่วน​ต่าง​แต้ม​กับ​ออโตมา</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>ตัดสิน​แล้ว</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>ความ​คืบหน้า​ของ​การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>ยกเลิก(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>ยกเลิก​การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>ส่วน​ต่าง​แต้ม​ที่​คาด​ไว้​ตลอด​เกม</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>ตา​ที่​ถูก​ทำ​เครื่องหมาย</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>สรุป​การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>ตา​ที่​ถูก​ทำ​เครื่องหมาย​เป็น​คำ​อธิบาย</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>การ​วิเคราะห์ &gt; วิเคราะห์​เกม: คอมพิวเตอร์​จะ​ตรวจ​ทุก​ตา​ของ​ผู้เล่น ​และ​ทำ​เครื่องหมาย​ตา​ที่​เสีย​แต้ม</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>กำลัง​วิเคราะห์​เกม…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>ดีกว่า: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>ไม่มี​ตา​ใด​เสีย​แต้ม​ตั้งแต่ 1 ​แต้ม​ขึ้น​ไป</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>รอบ %1 (ตา​ของ %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>พลาด​เล็กน้อย %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>ผิดพลาด %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>พลาด​ร้ายแรง %n ​ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1: ความ​แม่นยำ %2%</translation>
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
        <translation>เสีย​แต้ม​มาก​ที่สุด: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>ส่วน​ต่าง​แต้ม​กับ​ออโตมา: แต้ม​สุดท้าย​ของ​ผู้เล่น​ลบ​ด้วย​แต้ม​ของ​ออโตมา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>เกม​ถูก​ตัดสิน​ใน %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>เกม​ยัง​ไม่​ถูก​ตัดสิน​จน​จบ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>ส่วน​ต่าง​แต้ม​สุดท้าย​ที่​คาด​ไว้​กับ​ออโตมา ​ณ ​ต้น​แต่ละ​ตา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>ส่วน​ต่าง​แต้ม​สุดท้าย​ที่​คาด​ไว้​ของ​ผู้เล่น​แต่ละ​คน ​ณ ​ต้น​แต่ละ​ตา</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;ที่​เล่น:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;ดีกว่า:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;เหตุผล:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>แสดง​ตา​ที่​เล่น(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>โต๊ะ​แสดง​ตา​ที่​ดีกว่า​อยู่ ​แสดง​ตา​ที่​เล่น​แทน (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>แสดง​ตา​ที่​ดีกว่า(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>โต๊ะ​แสดง​ตา​ที่​เล่น​อยู่ ​แสดง​ตา​ที่​ดีกว่า​แทน (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>กำลัง​วิเคราะห์​ตา​ที่ %1 ​จาก %2 — %3</translation>
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
        <translation>ห้องทดลองสมดุล — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>เกมที่จะเล่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>ง่าย</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>ยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>ระดับ AI (สลับกันตามที่นั่ง):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>จำนวนเกมต่อการตั้งค่า(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>เริ่ม(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>ยกเลิก(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>ส่งออก(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>ปิด(&amp;L)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>เดี่ยว มาตรฐาน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>เดี่ยว ท้าทาย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>เดี่ยว ไร้พ่าย</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>เกมหยุดแล้ว: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>ยกเลิกหลังเล่นไป %n เกม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>เสร็จแล้ว: เล่นไป %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>เลือกเกมที่จะเล่น แล้วกดเริ่ม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>เล่นแล้ว: %1 จาก %2 เกม</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>สำรับนี้</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>สำรับคลาสสิก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>สมดุลของ “%1”</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>ที่นั่ง %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>ตัวชี้วัด</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>ความได้เปรียบ​ของผู้เล่นคนแรก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>คะแนนเฉลี่ย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>จำนวนรอบเฉลี่ย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>เกมที่มีการขาดแคลน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>การขาดแคลนทั้งหมด</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>คะแนนเฉลี่ย​ของออโตมา</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>ได้รับ</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>ส่งออกรายงาน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>รายงาน HTML (*.html);;รายงาน PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>ส่งออกรายงานไม่ได้</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>เปิด​ใน​การ​ดู​ย้อนหลัง(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>การ​ตั้งค่า(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>รายงาน</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>รางวัล</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>เกม​ผิด​ปกติ</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>ด้วย​จำนวน​เกม​เท่านี้ อัตรา​ชนะ​ของ​ที่นั่ง​รู้​ได้​แม่น​ประมาณ ±%n จุด​เปอร์เซ็นต์</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>เวอร์ชัน​ก่อน​หน้า</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>เทียบ​กับ​สำรับ​คลาสสิก​และ​เวอร์ชัน​ก่อน​หน้า​ของ​สำรับ​นี้ (การ​รัน​เมื่อ %1, %2 ต่อ​การ​ตั้งค่า) เปลี่ยน​ไป​ตั้งแต่​นั้น: เพิ่ม %3; นำ​ออก %4; แก้ไข %5</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>ทุก​ตัวชี้วัด​มี​ช่วง 95% ของ​ตัวเอง ผล​เสมอ​แบ่ง​ชัยชนะ​ให้​ผู้​ชนะ​ทุก​คน</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>แต่ละ​ที่นั่ง​ถูก​ทดสอบ​เทียบ​กับ​ส่วน​ที่​ยุติธรรม โดย​ใช้​การ​ปรับ​แก้​ของ Holm สำหรับ %n ที่นั่ง​ที่​ทดสอบ​ใน​การ​รัน​นี้</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>เกม​น้อย​เกินไป​ที่​จะ​บอก​ความ​ได้เปรียบ 5 จุด​เปอร์เซ็นต์​ได้: ต้อง​ใช้​ประมาณ %n เกม​ต่อ​การ​ตั้งค่า</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>ส่วน​แบ่ง​ชัยชนะ​ตาม​ที่นั่ง (ช่วง 95%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>ส่วน​ที่​ยุติธรรม %1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>คะแนน (สัดส่วน​ของ​ที่นั่ง ช่วง 95%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>ความ​ยาว​เกม​เป็น​รอบ (สัดส่วน​ของ​เกม ช่วง 95%)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 ถึง %3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>ส่วน​แบ่ง​ชัยชนะ​ของ​ที่นั่ง %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>ที่นั่ง​ที่​ได้รับ</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>ส่วน​แบ่ง​ชัยชนะ</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>ส่วน​ที่​ยุติธรรม</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>ค่า p (Holm)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>ที่​ทำ​เครื่องหมาย: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>ไม่มี​ปริศนา​ใด​อยู่​นอก​ช่วง​ของ​สี​ตัวเอง​อย่าง​ชัดเจน</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0.001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ แรง​เกินไป</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ อ่อน​เกินไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>เกม​น้อย​เกินไป</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>สี</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>แจก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>ถูก​หยิบ​เมื่อ​วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>ไข​สำเร็จ​เมื่อ​ถูก​หยิบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>ถูก​หยิบ​ต่อ​ตา​ที่​วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>แต้ม​ต่อ​เกม​ที่​แจก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>แต้ม​ต่อ​เกม​ที่​วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>ผล​ตัดสิน</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>การ​ตั้งค่า</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>เปิด​เกม​ไม่ได้</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>ประมาณ %n เกม​ต่อ​การ​ตั้งค่า​วัด​ได้​แม่น ±5 จุด​เปอร์เซ็นต์</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>นี่​คือ​เกม​ของ AI: คน​อาจ​เล่น​ต่าง​ออกไป</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>เทียบ​กับ​สำรับ​คลาสสิก การ​รัน​ครั้ง​ต่อ​ไป​ของ​สำรับ​นี้​เวอร์ชัน​ที่​แก้ไข​แล้ว​จะ​เทียบ​กับ​ครั้ง​นี้​ด้วย</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>แต่ละ​อัตรา​วัด​เทียบ​กับ​ความถี่​ที่​ปริศนา​อยู่​ใน​เกม: เมื่อ​วาง​ให้​เลือก (หงาย​อยู่​ใน​แถว) เมื่อ​ถูก​หยิบ เมื่อ​ถูก​แจก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>ปริศนา​แรง​หรือ​อ่อน​เกินไป​เมื่อ​แต้ม​ต่อ​เกม​ที่​วาง​ให้​เลือก​อยู่​นอก​ช่วง​ของ​ปริศนา​ส่วนใหญ่​ที่​มี​สี​เดียวกัน​อย่าง​ชัดเจน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>ช่วง​ของ​ปริศนา​ใช้​ได้​กับ​ปริศนา​ทุก​ใบ​ใน​สำรับ​พร้อมกัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>คลิก​หัว​คอลัมน์​เพื่อ​เรียง​ลำดับ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>ที่นั่ง​ที่​ได้รับ​ชิ้นส่วน​รางวัล และ​ส่วน​แบ่ง​ชัยชนะ​ของ​ที่นั่ง​เหล่านั้น เทียบ​กับ​ส่วน​ที่​ยุติธรรม​ของ​หนึ่ง​ที่นั่ง หลักฐาน​ชัด​ที่สุด​มา​ก่อน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>ค่า p ถูก​ปรับ​สำหรับ​การ​ทดสอบ​ทุก​ชิ้นส่วน (Holm): ถ้า​ต่ำ​กว่า 0.05 ความ​ต่าง​นั้น​แทบ​ไม่ใช่​เรื่อง​บังเอิญ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>เกม​ที่​ยาว​หรือ​สั้น​กว่า​เกม​อื่น​มาก (เกิน​สาม​เท่า​ของ​พิสัย​ระหว่าง​ควอร์ไทล์ ซึ่ง​อย่าง​น้อย​สอง​รอบ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>บันทึก​การ​เล่น​เก็บ​ไว้​กับ​การ​รัน: เปิด​ดู​ได้</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>ผู้เล่น​คน​แรก​ชนะ​มาก​กว่า​ส่วน​ที่​ยุติธรรม (p ที่​ปรับ​ด้วย Holm %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>ผู้เล่น​คน​แรก​ชนะ​น้อย​กว่า​ส่วน​ที่​ยุติธรรม (p ที่​ปรับ​ด้วย Holm %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>ความ​ได้เปรียบ​ของ​ผู้เล่น​คน​แรก​ต่ำ​กว่า 5 จุด​เปอร์เซ็นต์​ทั้ง​สอง​ทาง</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n เกม​จบ​ด้วย​ผล​เสมอ: ผู้​ชนะ​แต่ละ​คน​นับ​ส่วน​แบ่ง​ของ​ชัยชนะ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>มัธยฐาน​ของ​จำนวน​รอบ</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>ค่า​เริ่มต้น​สุ่ม</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>ระดับ AI</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>รอบ</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>แอ็กชัน</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, เกม​ที่ %2 (%n รอบ)</numerusform>
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
        <translation>ช่วง 95% จาก %1 ถึง %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>เดี่ยว %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %n คน</numerusform>
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
            <numerusform>%n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>สมดุลของ “%1”: %2 ต่อ​การ​ตั้งค่า · AI %3 · ค่าซีด %4 ถึง %5 · %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n งาน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [คลาสสิก: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>ที่นั่ง %1 ชนะ %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>ความได้เปรียบของผู้เล่นคนแรก %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>ขาดแคลนรวม %n ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>ขาดแคลน: ไม่มี</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>ไม่รู้จักการตั้งค่า %1 (เลือก 2, 3, 4 หรือ solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>ไม่รู้จักระดับ AI %1 (เลือก %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [เวอร์ชัน​ก่อน​หน้า: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n เกม​เสมอ: ผู้​ชนะ​แต่ละ​คน​นับ​ส่วน​แบ่ง​ของ​ชัยชนะ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>ผู้เล่น​คน​แรก​ชนะ​มาก​กว่า​ส่วน​ที่​ยุติธรรม (p ที่​ปรับ​ด้วย Holm %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>ผู้เล่น​คน​แรก​ชนะ​น้อย​กว่า​ส่วน​ที่​ยุติธรรม (p ที่​ปรับ​ด้วย Holm %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>ความ​ได้เปรียบ​ของ​ผู้เล่น​คน​แรก​ต่ำ​กว่า 5 จุด​เปอร์เซ็นต์​ทั้ง​สอง​ทาง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>คะแนน: เฉลี่ย %1 (%2) ส่วน​เบี่ยงเบน​มาตรฐาน %3 จาก %4 ถึง %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>รอบ: เฉลี่ย %1 (%2) มัธยฐาน %3 (%4) จาก %5 ถึง %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>เกม​ผิด​ปกติ: เกม​ที่ %1 (ค่า​เริ่มต้น​สุ่ม %2, %3) ยาว %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n รอบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>บันทึก​การ​เล่น: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>ออโตมา: คะแนน​เฉลี่ย %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>การ​ขาดแคลน: ใน %1 ของ​เกม (%2; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>ชิ้นส่วน​รางวัล: ส่วน​แบ่ง​ชัยชนะ​ของ​ที่นั่ง​ที่​ได้รับ เทียบ​กับ​ส่วน​ที่​ยุติธรรม %1 หลักฐาน​ชัด​ที่สุด​ก่อน:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3) จาก %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n ที่นั่ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>ปริศนา (ช่วง​ใช้​ได้​กับ​ปริศนา​ทั้ง %n ใบ​พร้อมกัน):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>แจก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>ถูก​หยิบ​เมื่อ​วาง​ให้​เลือก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>ไข​สำเร็จ​เมื่อ​ถูก​หยิบ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>แต้ม​ต่อ​เกม​ที่​แจก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>ผล​ตัดสิน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>แรง​เกินไป</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>อ่อน​เกินไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>เกม​น้อย​เกินไป</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>การ​ปรับ​แก้​ของ Holm สำหรับ %n ที่นั่ง​ที่​ทดสอบ​เทียบ​กับ​ส่วน​ที่​ยุติธรรม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>เวอร์ชัน​ก่อน​หน้า: การ​รัน​เมื่อ %1 (%2 ต่อ​การ​ตั้งค่า)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>เปลี่ยน​ตั้งแต่​นั้น: เพิ่ม %1; นำ​ออก %2; แก้ไข %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>บันทึกการเล่น: เขียน %1 ไปที่ %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>สร้าง %1 ไม่ได้: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>เล่น​แล้ว %1 จาก %n เกม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>เกม​น้อย​เกินไป​ที่​จะ​บอก​ความ​ได้เปรียบ 5 จุด​เปอร์เซ็นต์​ได้: ต้อง​ใช้​ประมาณ %n เกม​ต่อ​การ​ตั้งค่า</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>ดีกว่า: หยิบ</translation>
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
        <translation>กำลัง​เล่น​ที่นั่ง %1 ในห้อง %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>กำลังดูห้อง %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>การเชื่อมต่อ​หลุด: กำลัง​เข้าร่วม​ใหม่…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>กลับ​เข้า​เกม​แล้ว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>เข้าร่วม​เกม​ไม่ได้: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>การเชื่อมต่อ​สิ้นสุด​ก่อน​เกม​จบ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>เขียน​บันทึก​การ​เล่น​ไว้​ที่ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>เขียน​บันทึก​การ​เล่น​ไม่​ได้: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>เซิร์ฟเวอร์​ปฏิเสธ​แอ็กชัน %n ครั้ง​ติดต่อ​กัน (ครั้ง​ล่าสุด: %1): หยุด​ทำงาน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>ตาม​กระดาน​ของ​เซิร์ฟเวอร์​ไม่​ได้​หลัง​ซิงก์​ใหม่ %n ครั้ง​ติดต่อ​กัน: หยุด​ทำงาน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>เซิร์ฟเวอร์​ไม่​ตอบ​แอ็กชัน %n ครั้ง​ติดต่อ​กัน: หยุด​ทำงาน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>เซิร์ฟเวอร์​ส่ง​สิ่ง​ที่​บอท​อ่าน​ไม่​ได้ (%1): หยุด​ทำงาน</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>กด F6 เพื่อไปที่ปุ่ม: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>ข้อความแชต</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>เขียน​ถึง​ทุกคน​ที่​โต๊ะ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>ข้อความแชต</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>ส่ง</translation>
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
        <translation>คลาสสิก (ฉบับ​พิมพ์​ครั้ง​แรก)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>ปริศนา 52 ใบ​และ​ชิ้นส่วน 9 รูปทรง​ของ​ฉบับ​พิมพ์​ครั้ง​แรก (2020)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>โมโนมิโน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>โดมิโน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>ไตรมิโน​ตรง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>ไตรมิโน​รูป L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>เตตระมิโน​ตรง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>เตตระมิโน​สี่เหลี่ยม​จัตุรัส</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>เตตระมิโน​รูป L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>เตตระมิโน​รูป T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>เตตระมิโน​รูป S/Z</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>ดำเนินต่อ(&amp;O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>ให้​ผู้เล่น​คอมพิวเตอร์​คน​ถัด​ไป​เดิน (C หรือ Space บนโต๊ะ)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n แต้ม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>ยังไม่จบ (%n แอ็กชัน)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2 ช่องว่าง %n ช่อง)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>เสมอที่ %1 และไขปริศนาสำเร็จ %n ใบ: %2 ชนะ​เพราะ​มี​ชิ้นส่วน​เหลือ​ใน​คลัง​มาก​กว่า (%3 ต่อ %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>เสมอที่ %1 ไขปริศนาสำเร็จ %n ใบ และเหลือในคลัง %2: ชนะร่วมกัน</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>ไม่เกิน %n ตัวอักษร: ข้อความ​ที่​วาง​ส่วน​ที่​เกิน​ถูก​ตัด​ออก</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>การ​เปลี่ยนแปลง​ที่​ยัง​ไม่​บันทึก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>สำรับ “%1” มี​การ​เปลี่ยนแปลง​ที่​ยัง​ไม่​ได้​บันทึก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>บันทึก​ก่อน​ดำเนินการ​ต่อ​หรือ​ไม่?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>เปิดสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>เปิด %1 ไม่ได้: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>เปิดไฟล์สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>สำรับ Project L (*.pldeck *.json);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>สำรับใหม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>ชื่อของสำรับใหม่:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>สำรับของฉัน</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (สำเนาของฉัน)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>ทำสำเนาสำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>ชื่อของสำเนา:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>สำเนา​นี้​เป็น​ของ​คุณ​และ​แก้ไข​ได้ บันทึก​แล้ว​จะ​เก็บ​ไว้​ใน​คลัง​สำรับ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>สำรับ​ยัง​ไม่​อยู่​ใน​คลัง​สำรับ: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>ชื่อถูกย่อ</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>ชื่อ​สำรับ​ยาว​ได้​ไม่​เกิน %n ตัวอักษร จึง​ถูก​ตัด​ให้​สั้น​ลง​เป็น “%1”</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>นำเข้าสำรับ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>นำเข้าสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>นำ​เข้า​สู่​คลัง​สำรับ​ใน​ชื่อ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>ลบสำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>ลบ “%1” ออก​จาก​คลัง​สำรับ​หรือ​ไม่? การ​กระทำ​นี้​ย้อน​กลับ​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>ลบสำรับไม่ได้</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…และอีก %n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>ยังเล่นเกมด้วย​สำรับนี้ไม่ได้ แก้ข้อผิดพลาด​เหล่านี้ก่อน:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>สำรับ​แบบ​อ่าน​อย่าง​เดียว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>สำรับ​คลาสสิก​เป็น​แบบ​อ่าน​อย่าง​เดียว ทำ​สำเนา​เพื่อ​สร้าง​สำรับ​ของ​คุณ​เอง</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>บันทึกสำรับเป็น</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>สำรับ Project L (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>บันทึกสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>บันทึกเป็น​ฉบับร่างไว้ที่ %1 แล้ว: ยังเล่นเกมด้วย​สำรับนี้ไม่ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>บันทึกไว้ที่ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>ส่งออกสำรับ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>ส่งออกสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>ส่งออกไปที่ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>เล่นสำรับนี้</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>เกม​จะ​ใช้​สำรับ​ที่​บันทึก​ไว้ บันทึก​การ​เปลี่ยนแปลง​ตอนนี้​เลย​หรือ​ไม่?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>ไม่สามารถเริ่มเกมได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>กำลังเริ่มเกม…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>กู้คืน “%1” แล้ว บันทึก​ไว้​เพื่อ​เก็บ​สำรับ​นี้</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>กู้คืน​สำรับ​หรือไม่?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>กู้คืน​สำรับ​ที่​บันทึก​อัตโนมัติ​เมื่อ %1 ไม่​ได้: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>ตัวแก้ไข​ปิด​ไป​โดย​ยัง​ไม่​ได้​บันทึก​สำรับ “%1” กู้คืน​จาก​การ​บันทึก​อัตโนมัติ​เมื่อ %2 ได้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>กู้คืน​เพื่อ​แก้ไข​ต่อ หรือ​ทิ้ง​การ​เปลี่ยนแปลง​เหล่านี้​ไป​เลย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>กู้คืน(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>ภายหลัง(&amp;L)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>สำรับ​ถูก​เปลี่ยน​บน​ดิสก์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>ไฟล์​ของ​สำรับ “%1” ถูก​เปลี่ยน​จาก​ภายนอก​ตัวแก้ไข</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>คุณ​มี​การ​เปลี่ยนแปลง​ที่​ยัง​ไม่​ได้​บันทึก​ที่​นี่ จะ​โหลด​ไฟล์​ใหม่​และ​ทิ้ง​การ​เปลี่ยนแปลง หรือ​แก้ไข​ฉบับ​ของ​คุณ​ต่อ (การ​บันทึก​จะ​แทนที่​ไฟล์)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>โหลด​ใหม่​เพื่อ​ดู​การ​เปลี่ยนแปลง​หรือไม่?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>โหลดใหม่(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>เก็บ​ฉบับ​นี้(&amp;K)</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>สำรับนี้มีอะไรพิเศษ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>คำอธิบาย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>ปริศนาขาวทั้งหมด</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>การ์ดในแต่ละแถว</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>ปริศนาดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>ปริศนาขาว</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>การเตรียมเกม: ผู้เล่น 2 ถึง 4 คน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>ผู้เล่น​แต่ละ​คน​เริ่ม​ด้วย</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>ปริศนาขาวโหมดเดี่ยว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>ปริศนาดำโหมดเดี่ยว</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>ชิ้นส่วนเหนือคอลัมน์ %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>เกมเดี่ยว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>ขาววางทับบน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>สำรับเกมเดี่ยว</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>ชิ้นส่วนระดับ 1 เหนือคอลัมน์ 1-3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>มาตรฐาน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>ท้าทาย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>ไร้พ่าย</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>ชิ้นส่วนของออโตมา</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>รางวัลขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>รางวัลดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>กองกลาง</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>สรุป</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>ปริศนาดำ ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>ปริศนาขาว ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>built in (read-only)</source>
        <translation>ติดมากับเกม (อ่านอย่างเดียว)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>ยังไม่ได้บันทึก</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>ปริศนาขาว %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n แต้ม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>ปริศนาดำ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ชิ้นส่วน %n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1 รวม %2 และ %3 รวม %4
ในกองกลางมี %5 (%6)</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>กำหนด​ปริศนา​ดำ​สำหรับ​ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Starting %1</source>
        <translation>เริ่มต้น %1</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Set white puzzles per game</source>
        <translation>กำหนดปริศนาขาวต่อเกม</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>กำหนด​จำนวน​การ์ด​ใน​แต่ละ​แถว</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>กำหนด​ชิ้นส่วน​เริ่มต้น</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>กำหนดเกมเดี่ยว</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>รหัส​มี​อักขระ​ที่​พิมพ์​ได้ 1 ถึง 16 ตัว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1 ถูกใช้แล้วในสำรับนี้</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>มีข้อผิดพลาด​ที่ต้องแก้ใน​ตัวแก้ไข</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>สำหรับเกมเดี่ยว</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>สำหรับผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>ต้องมีปริศนาขาวอีก %n ใบ%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>ต้องมีปริศนาดำอีก %n ใบ%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>ฉบับร่าง</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %1–%n คน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>เดี่ยว</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>ข้อผิดพลาด</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>คำเตือน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>ข้อมูล</translation>
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
        <translation>%1: “%2”: %3 %4 และ %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ชิ้นส่วน %n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>ปริศนาขาว %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>ปริศนาดำ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>เล่นได้: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>ฉบับร่าง: ยังเล่นเกมด้วย​สำรับนี้ตามที่เป็นอยู่ไม่ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>เล่นได้กับ: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>ข้อผิดพลาด %n รายการ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>คำเตือน %n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>ปริศนา:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>ดำ</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n แต้ม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  รางวัล %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(ยังไม่ได้หาคำตอบ)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>ไม่ทราบ: ยาก​เกิน​กว่า​ที่​ตัวแก้ปริศนา​จะ​หา​ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>เติมให้เต็มไม่ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(ยากเกินกว่าจะนับได้)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>ชิ้นส่วนน้อยสุด %1  วิธีเติม %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>กำหนดแต้มของปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>กำหนดรางวัลของปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>ทำให้ปริศนา %n ใบเป็นขาว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>ทำให้ปริศนา %n ใบเป็นดำ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>ลบปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>ทำสำเนาปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>วางปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>เลือกการ์ดไว้ %n ใบ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>สำรับใหม่(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>เปิดไฟล์สำรับ(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>นำเข้าสู่คลังสำรับ(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>บันทึก(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>บันทึก​สำรับ​ลง​ใน​คลัง​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>บันทึกเป็น(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>ส่งออกไฟล์สำรับ(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>เขียน​สำเนา​ของ​สำรับ​ไว้​ที่​ใด​ก็​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>ทำสำเนาสำรับ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>สร้าง​สำเนา​ของ​สำรับ​นี้​ที่​แก้ไข​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>ส่งออก PDF สำหรับพิมพ์แล้วเล่น(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>การ์ด​ปริศนา​ขนาด​จริง​และ​แผ่น​ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>ส่งออกสำหรับ Tabletop Simulator(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>แผ่น​การ์ด​และ​ออบเจกต์​ที่​บันทึก​ไว้ สำหรับเล่นทดสอบใน Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>เล่นสำรับนี้(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>เริ่มเกมด้วยสำรับนี้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>ออก(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>เลิกทำ(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>คัดลอกการ์ด(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>คัด​ลอก​การ์ด​ปริศนา​ที่​เลือก เพื่อ​วาง​ลง​ใน​สำรับ​นี้​หรือ​สำรับ​อื่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>วางการ์ด(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>เพิ่ม​การ์ด​ปริศนา​ที่​คัด​ลอก​มา​จาก​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>เพิ่มปริศนาขาว(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>เพิ่ม​ปริศนา​ขาว​หนึ่ง​ใบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>เพิ่มปริศนาดำ(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>เพิ่มปริศนาดำหนึ่งใบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>เพิ่มชิ้นส่วน(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>เพิ่ม​ชิ้นส่วน​หนึ่ง​ชิ้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>สร้าง(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>สร้าง​การ์ด​ปริศนา​ที่​ตรง​ตาม​เงื่อนไข​ที่​คุณ​ตั้ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>แสดงวิธีเติม(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>แสดง​วิธี​หนึ่ง​ที่​ชิ้นส่วน​ใน​กองกลาง​เติม​การ์ด​นี้​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>สมดุล(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>แสดงการ์ดเป็นตาราง(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>แสดง​การ์ด​ปริศนา​เป็น​ตาราง​ตัวเลข​ของ​แต่ละ​ใบ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>เปิด​โฟลเดอร์​คลัง​สำรับ(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>ไฟล์(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>แก้ไข(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>ปริศนา(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>สำรับ(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>มุมมอง(&amp;V)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>หลัก</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>เลิกทำ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>ทำซ้ำ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>เลิกทำ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>ทำซ้ำ %1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>สำรับ​คลาสสิก​เป็น​แบบ​อ่าน​อย่าง​เดียว ทำ​สำเนา​เพื่อ​สร้าง​สำรับ​ของ​คุณ​เอง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>ทำสำเนาเพื่อแก้ไข</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>การตรวจสอบ</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(อ่านอย่างเดียว)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — ตัวแก้ไขสำรับ Project L</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>การตรวจสอบ (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>แถว %1 คอลัมน์ %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>เปิดคลังสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>ห้องทดลองสมดุล</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>บันทึก​สำรับ​อัตโนมัติ​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>กำลังเปิด %1…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>ส่งออก PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>ไฟล์ PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>พิมพ์แล้วเล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>กำลังเขียน PDF…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>เขียน %n หน้าไปที่ %1 แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>เขียนไฟล์ PDF ไม่ได้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>ยกเลิกการส่งออก PDF แล้ว: ไม่ได้เขียนอะไรลงไป</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>ส่งออกสำหรับ Tabletop Simulator: เลือกโฟลเดอร์</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>กำลังวาดแผ่นการ์ด…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>เขียนสำรับสำหรับ Tabletop Simulator ไว้ที่ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>ส่งออกสำรับไม่ได้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>ยกเลิกการส่งออกแล้ว: ไม่ได้เขียนอะไรลงไป</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>หยุดตรวจสอบสำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>ตรวจสอบอีกครั้ง</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>แสดงหมายเหตุ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>ผลการตรวจสอบ</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 จากปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>กำลังตรวจสอบสำรับ…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>ตรวจสอบสำรับล้มเหลว: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>การตรวจสอบถูกยกเลิก: ผล​ด้าน​ล่าง​อาจ​ไม่​เป็น​ปัจจุบัน</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>ไม่พบปัญหา: บันทึก​และ​เล่น​สำรับ​นี้​ได้</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>ข้อผิดพลาด %n รายการ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>คำเตือน %n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>สำรับนี้เป็น​ฉบับร่างจนกว่า​จะแก้ข้อผิดพลาด</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+82"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>เปิดล่าสุด(&amp;R)</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>บันทึก​การ​วิเคราะห์​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>เก็บ​เกม​ที่​จบ​แล้ว​ไว้​ใน​ประวัติ​ไม่​ได้:
%1

เกม​ยัง​ถูก​เก็บ​ไว้​กับ​ไฟล์​บันทึก​อัตโนมัติ และ​จะ​เข้า​สู่​ประวัติ​เมื่อ​เปิด​โปรแกรม​ครั้ง​ถัด​ไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>เก็บ​เกม​ที่​จบ​แล้ว​ไว้​ใน​ประวัติ​ไม่​ได้:
%1

เกม​นี้​ไม่​ได้​ถูก​เก็บ​ไว้​ที่​อื่น: บันทึกเป็นไฟล์ (เกม &gt; บันทึก) เพื่อเก็บไว้</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>เขียนประวัติไม่ได้</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>เก็บเกมที่จบแล้ว %n เกม​ไว้​ใน​ประวัติ​ไม่​ได้:
%1

เกม​เหล่า​นี้​ยัง​อยู่​กับ​ไฟล์​บันทึก​อัตโนมัติ และ​จะ​เข้า​สู่​ประวัติ​เมื่อ​เปิด​โปรแกรม​ครั้ง​ต่อ​ไป</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>เกมที่จบแล้ว %n เกม​จาก​การ​เปิด​โปรแกรม​ครั้ง​ก่อน​อยู่​ใน​ประวัติ​แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <location line="-183"/>
        <source>Open a game</source>
        <translation>เปิดเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>เกมที่บันทึกไว้ (*%1);;บันทึกการเล่น (*.json);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>เปิดเกมไม่ได้</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>เปิด %1 ไม่ได้:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>ไม่มีเกมล่าสุด</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>ล้างรายการ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>บันทึกเกมไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>บันทึกเกมไปที่ %1 ไม่ได้:
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>บันทึกไว้ที่ %1 แล้ว</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>บันทึกเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>เกมที่บันทึกไว้ (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>เขียน​ไฟล์​บันทึก​อัตโนมัติ​ไม่​ได้ เกม​นี้​จึง​ไม่​ได้​ถูก​เก็บ​ไว้​ที่​ใด​เลย บันทึก​เป็น​ไฟล์​ก่อน​ปิด​หรือ​ไม่?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>เขียน​ไฟล์​บันทึก​อัตโนมัติ​ไม่​ได้ เกม​นี้​จึง​ไม่​ได้​ถูก​เก็บ​ไว้​ที่​ใด​เลย บันทึก​เป็น​ไฟล์​ก่อน​นำ​ออก​จาก​โต๊ะ​หรือ​ไม่?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>เกม​นี้​ไม่​ได้​ถูก​เก็บ​ไว้</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>บันทึก​เกม​ที่​จบ​แล้ว​ไว้​ใน %1 ด้วย</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 ไม่​ได้​เปลี่ยน (%2) เกม​ที่​จบ​แล้ว​อยู่​ใน​ประวัติ</translation>
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
        <translation>ใครบางคน</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 อัปเกรด %2 เป็น %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 แลก %2 เป็น %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 บน %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1 ใช้แอ็กชันมาสเตอร์: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>เก็บ​งาน​ท้าย​เกม​ของ %1 (-%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1 ไม่​ได้​วาง​ชิ้นส่วน​ใด​ใน​ช่วง​เก็บ​งาน​ท้าย​เกม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 จบตา</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 ไขปริศนา %2 สำเร็จ (+%3) และได้รับ %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 ไขปริศนา %2 สำเร็จ (+%3) แต่​กองกลาง​ว่าง จึง​ไม่มี​รางวัล</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 หยิบ %2 (%3 รางวัล %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation> แล้วเปิด %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 หยิบ %2 จากกองกลาง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 คืน %2 สู่กองกลาง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 วาง %2 บน %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 ไขปริศนา %2 สำเร็จ (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>กองกลางว่าง: ไม่มีรางวัลสำหรับ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 ได้รับ %2 เป็นรางวัลของ %3 (ไม่มี %4 เหลือแล้ว)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 ได้รับ %2 เป็นรางวัลของ %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>ไม่มี %1 เหลือสำหรับ %2: %3 เลือกจาก %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>สำรับหมด: เข้าสู่ช่วงจบเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>สำรับดำหมด: เข้าสู่ช่วงจบเกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>รอบสุดท้าย!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>เก็บ​งาน​ท้าย​เกม​ของ %1: -%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 ย้ายจากเหนือ %2 ไปยังคลังของออโตมา</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>ตัวนับ​หนึ่ง​ตัว​ย้าย​จาก​เหนือ %1 ไปยังคลังของออโตมา</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>ออโตมาหยิบ %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>ทุกคอลัมน์ถูกล็อก: ชิ้นส่วน​หนึ่ง​ชิ้น​จาก​เหนือ​แต่ละ​คอลัมน์​กลับ​สู่​กองกลาง</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>ทุกคอลัมน์ถูกล็อก: นำ​ตัวนับ​ออก​หนึ่ง​ตัว​จาก​เหนือ​แต่ละ​คอลัมน์</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>ออโตมา​ไม่​พบ​ปริศนา​ใน​คอลัมน์​ที่​ไม่​ถูก​ล็อก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>เกมจบแล้ว</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>เก็บงานท้ายเกม: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>รอบ %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>บันทึกเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>สิ่งที่เกิดขึ้นในเกม ล่าสุดอยู่ด้านล่าง</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>คัดลอกเกมเป็นข้อความ(&amp;C)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 ย้อนคืน: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>แอ็กชันหนึ่งครั้ง</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>ใช้​โฟลเดอร์​ข้อมูล​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L เขียน​ลง​โฟลเดอร์​ข้อมูล​ของ​ตน​ไม่​ได้:
%1

เกม​จะ​เล่น​โดย​ไม่​มี​การ​บันทึก​อัตโนมัติ และ​เกม​ที่​จบ​แล้ว​จะ​ไม่​ถูก​เก็บ​ใน​ประวัติ บันทึกเกมด้วย เกม &gt; บันทึก เพื่อเก็บไว้</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>อ่าน​เกม​ที่​บันทึก​อัตโนมัติ​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>เล่น​เกม​ที่​บันทึก​อัตโนมัติ​ต่อ​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>ปัญหา​ที่​ไม่​ทราบ​สาเหตุ</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>เก็บไว้ในประวัติ(&amp;P)</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>ภายหลัง(&amp;L)</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>ย้ายเกมไม่ได้</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>เล่นเกมต่อหรือไม่?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>มีเกมที่ยังเล่นไม่จบ: %1 เล่นครั้งล่าสุดเมื่อ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>เล่นต่อ(&amp;R)</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>เปิดไฟล์ไม่ได้</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>บันทึกเกม</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Autosave failed: %1</source>
        <translation>บันทึก​อัตโนมัติ​ล้มเหลว: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>ปิด​การ​บันทึก​อัตโนมัติ: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>How to &amp;play</source>
        <translation>วิธีเล่น(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules explained, with pictures</source>
        <translation>กติกา​พร้อม​คำอธิบาย​และ​ภาพประกอบ</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The settings could not be saved: %1</source>
        <translation>บันทึก​การตั้งค่า​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>เกี่ยวกับ Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;Project L (ฉบับพิมพ์แรก) เกม​กระดาน​ไข​ปริศนา​บน​เดสก์ท็อป สำหรับผู้เล่น 1-4 คน พร้อม​ผู้เล่น​คอมพิวเตอร์​และ​ออโตมา​สำหรับ​เล่น​เดี่ยว&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>ตัวแก้ไข​สำรับ​กำลัง​เปิด​ใน​หน้าต่าง​ของ​ตัวเอง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>เปิด​ตัวแก้ไข​สำรับ​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>เปิด​ตัวแก้ไข​สำรับ​ไม่​ได้ ให้เปิดด้วยคำสั่ง project-l-editor</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>ประวัติเกม(&amp;Y)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>สถิติของคุณ(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>สร้างปริศนา</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>เงื่อนไข</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>สี(&amp;C):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>จำนวนช่อง(&amp;S):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>ชิ้นส่วนน้อยที่สุด(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 หมายถึง %1 ขึ้นไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>วิธีเติม(&amp;I):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>แบบใดก็ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>สมมาตร</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>ไม่สมมาตร</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>ความสมมาตร(&amp;Y):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>ชิ้นส่วนที่ใช้ได้:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>ไม่ใช้​รูปทรง​เดียวกับ​การ์ด​ใน​สำรับ(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>รูปทรง​ที่​หมุน​หรือ​สะท้อน​ถือ​ว่า​เป็น​รูปทรง​เดียวกัน</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>จำนวนตัวเลือก(&amp;D):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>ค่าซีด(&amp;E):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>สร้าง(&amp;G)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>หยุด(&amp;T)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>ตัวเลือก</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>การสร้างล้มเหลว: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>เพิ่มปริศนาที่สร้าง %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>สมมาตร</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>ไม่สมมาตร</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>ตัวเลือก %1 — ช่อง: %2 · ชิ้นส่วน​น้อย​ที่สุด: %3 · วิธีเติม: %4 · %5 · แต้ม​ที่​แนะนำ: %6 · รางวัล: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>เพิ่ม %n ใบ​ลงใน​สำรับ(&amp;A)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>เลือกตัวเลือกแล้ว %n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>เลือก​การ์ด​หนึ่ง​ใบ​ขึ้นไป แล้ว​เพิ่ม​ลงใน​สำรับ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>กำลังสร้าง… พบ %1 จาก %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>ตั้ง​เงื่อนไข แล้ว​กด​สร้าง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>พบ %1 จาก %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>กระบวนการ​ช่วย​ของ​การ​สร้าง​หยุด​ทำงาน​โดย​ไม่​คาด​คิด กด “สร้าง” เพื่อ​เริ่ม​ใหม่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>เงื่อนไข​นี้​ไม่​เหลือ​รูปทรง​ที่​ต่าง​กัน​อีก​แล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>ไม่​พบ​เพิ่ม​ภายใน​จำนวน​ครั้ง​ที่​ลอง​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>ไม่​พบ​เพิ่ม​ภายใน​เวลา​ที่​กำหนด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>หยุดแล้ว</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>ไม่</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>เพิ่มลงในสำรับ(&amp;A)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>ชิ้นส่วนน้อยที่สุด: จำนวน​ชิ้นส่วน​น้อย​ที่สุด​จาก​กองกลาง (เฉพาะที่อนุญาต) ที่เติมการ์ดได้เต็ม วาง​แต่ละ​ชิ้น​ต้อง​ใช้​หนึ่ง​แอ็กชัน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>วิธีเติม: จำนวน​วิธี​ที่​ชิ้นส่วน​เหล่า​นั้น​เติม​การ์ด​ได้ ยิ่ง​มี​น้อย​ยิ่ง​มอง​เห็น​ยาก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>แต้ม​และ​รางวัล​แนะนำ​ตาม​การ์ด​คลาสสิก​สี​เดียวกัน​ที่​ยาก​ใกล้​เคียง​ที่สุด</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>การ์ด</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>ตัวเลือกในรูปการ์ด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>ช่องที่ต้องเติม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>ชิ้นส่วนน้อยที่สุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>จำนวน​ชิ้นส่วน​น้อย​ที่สุด​จาก​กองกลาง (ที่อนุญาต) ที่เติมได้เต็ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>วิธีเติม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>จำนวน​วิธี​ที่​ชิ้นส่วน​ใน​กองกลาง​เติม​ได้ (%1+: %1 วิธีขึ้นไป)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>หมุน​หรือ​กลับ​ด้าน​แล้ว​ยัง​เหมือน​เดิม​หรือ​ไม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>แต้มที่แนะนำ ตามความยาก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>รางวัล</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>รางวัลที่แนะนำ ตาม​ความ​ยาก​และ​รางวัล​ที่​สำรับ​ให้​อยู่​แล้ว</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>คำใบ้: แอ็กชัน​ถัด​ไป​ที่​ดี​ที่สุด(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>วิธี​ไข​ปริศนา​ให้​สำเร็จ(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>แสดง​ว่า​คลัง​ของ​คุณ​ไข​ปริศนา​ใบ​ใด​ใบ​หนึ่ง​ของ​คุณ​ให้​สำเร็จ​ได้​อย่างไร หรือทำไมยังทำไม่ได้ (Shift+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>คำใบ้ (กำลังคิด…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>แสดง​สิ่ง​ที่​ผู้เล่น​เก่ง ๆ จะทำตอนนี้ (H) จะ​วาง​ให้​ก็​ต่อ​เมื่อ​คุณ​คลิก​ชิ้นส่วน​ที่​ทำ​เครื่องหมาย​ไว้ กด Escape เพื่อซ่อน</translation>
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
        <translation>ไม่มีเกมอยู่บนโต๊ะ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>เกมจบแล้ว: ไม่มีอะไรให้ใบ้อีก</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>ไม่มีคำใบ้ตอนนี้: เป็นตาของ %1 (ผู้เล่นคอมพิวเตอร์)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>รอ​จน​กว่า​ชิ้นส่วน​จะ​วาง​ลง​เสร็จ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>ยกเลิกคำขอคำใบ้แล้ว</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>วิธีไข %1 ให้สำเร็จ: ยกเลิก​แล้ว เพราะ​ชิ้นส่วน​ที่​วางแผน​ไว้​เปลี่ยน​ไป ขอ​ใหม่​อีก​ครั้ง</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>ขอคำใบ้แล้ว: จะแสดงในตาของคุณ ตอนนี้ %1 (ผู้เล่นคอมพิวเตอร์) กำลังเล่น กด Escape เพื่อยกเลิก</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>ขอคำใบ้แล้ว: จะ​แสดง​เมื่อ​ชิ้นส่วน​วาง​ลง​เสร็จ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>คำใบ้: กำลัง​หา​การ​เดิน​ถัด​ไป​ที่​ดี…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>ไม่มีคำใบ้: คำแนะนำขัดกับกติกา (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>ไม่มีคำใบ้: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>หา​วิธี​ไข %1 ให้​สำเร็จ​ไม่​ได้ (%2) ขอ​ใหม่​อีก​ครั้ง​เพื่อ​ลอง​อีก​ที</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>place</source>
        <translation>วาง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2</source>
        <translation>%1 บน %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>ตาราง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>แถว</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>คำใบ้: หยิบ %1 จาก%2 (%3 รางวัล %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>หยิบ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>คำใบ้: หยิบ %1 จากกองกลาง</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>คำใบ้: อัปเกรด %1 ของคุณเป็น %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>อัปเกรด</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>คำใบ้: แลก %1 ของคุณเป็น %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>แลกเปลี่ยน</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>เป็น %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>คำใบ้: วาง %1 บน %2 ตามที่แสดง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>คำใบ้: แอ็กชันมาสเตอร์: วาง %1 ตามที่แสดง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>คำใบ้: เลือก %1 เป็นรางวัลของคุณ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>เลือก</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>คำใบ้: ไม่​ต้อง​วาง​เพิ่ม​แล้ว​กด เสร็จสิ้น: ชิ้นส่วน​ทุก​ชิ้น​จะ​ทำให้​เสีย​หนึ่ง​แต้ม</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>คำใบ้: เก็บงานท้ายเกม: วาง %1 (-%2) แล้วกด เสร็จสิ้น</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>คำใบ้: จบตาตอนนี้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>คำใบ้: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1 ไม่ใช่ปริศนาของคุณ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>วิธีไข %1 ให้สำเร็จ: กำลัง​หา​คำตอบ…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>เพื่อไข %1 ให้สำเร็จ ให้วาง %2 ตามที่แสดง</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>วิธีไขให้สำเร็จ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>%1 มี​ความ​เป็น​ไป​ได้​มาก​เกิน​ไป: ตัวแก้ปริศนา​คำนวณ​ไม่​ทัน​ว่า​คลัง​ของ​คุณ​ไข​ให้​สำเร็จ​ได้​หรือ​ไม่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>ยากเกินไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>คลังของคุณไข %1 ให้สำเร็จไม่ได้ %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>ขาดชิ้นส่วน: %1 (มีในกองกลาง)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>ขาดชิ้นส่วน: %1 (มีในกองกลาง)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>ยังไม่ได้</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>คุณไม่มีปริศนาให้ไข: หยิบมาก่อนหนึ่งใบ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>จะ​ไข​ปริศนา​ใบ​ไหน​ให้​สำเร็จ?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>วิธีไข %1 ให้สำเร็จ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>คำใบ้: แอ็กชัน​ถัด​ไป​ที่​ดี​ที่สุด</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1 คลิก​ชิ้นส่วน​ที่​ทำ​เครื่องหมาย​ไว้ เพื่อ​วาง​ตรง​ที่​คำใบ้​แสดง</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>พลิก​แล้ว​วาง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>%1 บน %2 โดย​พลิก​ก่อน</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>คำใบ้: วาง %1 บน %2 ตามที่แสดง โดย​พลิก​ก่อน (กด F ขณะ​ถือ​อยู่)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>เพื่อไข %1 ให้สำเร็จ ให้วาง %2 ตามที่แสดง โดย​พลิก %3 ก่อน (กด F ขณะ​ถือ​อยู่)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>ต้อง​เริ่ม​กระบวนการ​ช่วย​ที่​คิด​คำใบ้​ใหม่ กำลัง​ขอ​คำใบ้​อีก​ครั้ง</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>มาตรฐาน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>ท้าทาย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>ไร้พ่าย</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ อ่านไม่ได้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (เดี่ยว %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 พบกับ %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>%1 ชนะ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>ออโตมาชนะ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (ชนะร่วม)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>ประวัติเกม</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>ผู้ชนะ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>เกมที่เล่นแล้ว</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>ยังไม่มีเกมที่เล่นจบ เกม​ที่​จบ​แล้ว​จะ​แสดง​ที่​นี่ รวม​ถึง​เกม​ที่​ยัง​ไม่​จบ​ซึ่ง​คุณ​ทิ้ง​ไว้​เพื่อ​เริ่ม​เกม​ใหม่</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>ดูย้อนหลัง(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>ลบ(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>แสดงโฟลเดอร์(&amp;F)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ อ่าน %1 ไม่ได้: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>เปิดเกมไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>เปิด %1 ไม่ได้:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>เปิด​โฟลเดอร์​ประวัติ​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>ลบเกมหรือไม่?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>ลบเกมวันที่ %1 ออกจากประวัติหรือไม่? การ​กระทำ​นี้​ย้อน​กลับ​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>ลบเกมไม่ได้</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>โฮสต์​เกม​ไม่ได้</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>เริ่ม​เกม​บน​เซิร์ฟเวอร์​ไม่ได้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>พอร์ต %1 ​ถูก​ใช้​อยู่: ​โปรแกรม​อื่น (หรือ​เกม​ที่​โฮสต์​อยู่​อีก​เกม) ​ใช้​พอร์ต​นี้ ​เลือก​พอร์ต​อื่น​ใน​กลุ่ม​เครือข่าย​ของ​หน้าต่าง​เกม​ใหม่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>เปิด​เกม​บน​พอร์ต %1 ​ไม่ได้:
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>เกม​ที่​โฮสต์​อยู่​แจ้ง​ปัญหา: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>เกม​เครือข่าย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>เกม​นี้​เล่น​ผ่าน​เครือข่าย (กับ %1) ​โฮสต์​เกม​นี้​อีก​ครั้ง​ด้วย​ที่นั่ง​เดิม​หรือ​ไม่?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>ถ้า​โฮสต์​อีก​ครั้ง ​เกม​จะ​เล่น​ต่อ​เมื่อ​ผู้เล่น​ทุก​คน​เข้า​ร่วม​อีก​ครั้ง​ด้วย​ชื่อ​เดิม ​ถ้า​เล่น​ใน​เครื่อง​นี้ ​ทุก​คน​จะ​เล่น​ที่​คอมพิวเตอร์​เครื่อง​นี้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>โฮสต์​อีก​ครั้ง(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>เล่น​ใน​เครื่อง​นี้(&amp;P)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>เกม​นี้​เล่น​บน​เซิร์ฟเวอร์​ที่​ %1:​ จะ​โฮสต์​เกม​บน​เซิร์ฟเวอร์​นั้น​อีก​ครั้ง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>เกม​นี้​เล่น​บน​เซิร์ฟเวอร์​ที่​ %1​ แต่​ยาว​เกิน​กว่า​จะ​ส่ง​ไป​ที่​นั่น​ได้:​ คอมพิวเตอร์​เครื่อง​นี้​จะ​โฮสต์​เกม​อีก​ครั้ง</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>การ​ติดตั้ง​นี้​ไม่​มี​คู่มือ (resources/docs/howto.md)</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>วิธีเล่น(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>คู่มือ​เกม​สำหรับ​ผู้เล่น​ใหม่ พร้อมภาพประกอบ</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>วิธีเล่น Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>วิธีเล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>คู่มือ​เกม​สำหรับ​ผู้เล่น​ใหม่</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>คู่มือ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>สารบัญ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>หัวข้อของคู่มือ: เลือก​หัวข้อ​เพื่อ​ไป​ยัง​หัวข้อ​นั้น</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>ค้นหาในคู่มือ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>ค้นหา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>ค้นหา(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>ก่อนหน้า(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>ผลที่ตรงก่อนหน้า (Shift+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>ถัดไป(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>ผลที่ตรงถัดไป (Enter)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>พิมพ์(&amp;P)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>บันทึกเป็น PDF(&amp;D)…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>ไม่พบ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 จาก %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>บันทึกคู่มือเป็น PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>วิธีเล่น Project L.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>ไฟล์ PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>บันทึก PDF ไม่ได้: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>หยุด​ด้วย Ctrl+C</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>เข้าร่วม​เกม​ผ่าน​เครือข่าย</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>เกม​ใน​เครือข่าย​นี้</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>ค้นหา​อีก​ครั้ง(&amp;L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 หรือ ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>ที่อยู่​และ​พอร์ต​ของ​เจ้าภาพ หรือ ที่อยู่ ws:// หรือ wss:// เกม​ที่​เลือก​ด้าน​บน​จะ​กรอก​ให้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>ที่อยู่(&amp;A):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>รหัส​เชิญ​ที่​เจ้าภาพ​ให้​คุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>รหัสเชิญ(&amp;C):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>ชื่อของคุณ(&amp;N):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>เฉพาะ​เซิร์ฟเวอร์​ที่​ขอ​รหัส​ผ่าน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>รหัสผ่านเซิร์ฟเวอร์(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>ดู​อย่าง​เดียว (เป็น​ผู้​ชม)(&amp;W)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>เข้าร่วม(&amp;J)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>ค้นหา​ใน​เครือข่าย​ท้องถิ่น​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (เจ้าภาพ: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>ที่นั่งว่าง %n ที่</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>Project L​รุ่น​อื่น</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>พบ​เกม %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>กำลัง​ค้นหา​เกม​ใน​เครือข่าย​นี้…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>ยัง​ไม่​พบ​เกม​ใน​เครือข่าย​นี้ หรือ​พิมพ์​ที่อยู่​ของ​เจ้าภาพ​ด้าน​ล่าง</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>รายการ​เกม​บน​เซิร์ฟเวอร์(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>ถาม​เซิร์ฟเวอร์​ที่​ที่อยู่​นี้​ว่า​มี​เกม​ใด​บ้าง​ การ​เข้า​ร่วม​ยัง​ต้อง​ใช้​รหัส​เชิญ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>เกม​บน​เซิร์ฟเวอร์​นี้</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>พิมพ์​ที่อยู่​ของ​เจ้าภาพ เช่น 192.168.1.20:47470</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>กำลัง​ถาม​เกม​จาก​ %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>มี​เกม​ %n ​เกม​บน​เซิร์ฟเวอร์​นี้:​ ขอ​รหัส​เชิญ​จาก​เจ้าภาพ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>ยัง​ไม่​มี​เกม​บน​เซิร์ฟเวอร์​นี้</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>จบแล้ว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>เริ่ม​แล้ว</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>รหัส​เชิญ​มี​ตัว​อักษร​และ​ตัว​เลข 8 ตัว เช่น ABCD-EFGH</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>พิมพ์​ชื่อ​ของ​คุณ: ผู้​เล่น​คน​อื่น​จะ​เห็น​ชื่อ​นี้</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>กำลัง​เชื่อม​ต่อ​กับ %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>ผู้ชม</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>ยัง​ติด​ต่อ %1 ไม่​ได้ กำลัง​ลอง​ใหม่… (ครั้ง​ที่ %2)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>บนโต๊ะ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>ใช้งาน: หยิบ​การ์ด​หรือ​ชิ้นส่วน หรือ​เปิด​เมนู​ของ​ชิ้นส่วน​ของ​คุณ (วาง อัปเกรด แลกเปลี่ยน)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>บนปริศนาของคุณ: เปิดเมนูของปริศนา (วิธีไขให้สำเร็จ คำใบ้)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>ซ่อนคำใบ้ ออก​จาก​รายการ​ที่​เลือก​อยู่ หรือ​ยกเลิก​แอ็กชันมาสเตอร์​หรือ​เก็บ​งาน​ท้าย​เกม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>ขณะถือชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>เลื่อน​ชิ้นส่วน​ไป​บน​ปริศนา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>หมุน​ชิ้นส่วน​ตาม​เข็ม​นาฬิกา​หนึ่ง​ใน​สี่​รอบ (ใช้ล้อเมาส์ได้ด้วย)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>พลิก​ชิ้นส่วน​จาก​ซ้าย​ไป​ขวา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>ไป​ยัง​ปริศนา​ใบ​ถัด​ไป​หรือ​ก่อนหน้า​ของ​คุณ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>ไป​ยัง​ปริศนา​ใบ​ที่​หนึ่ง ใบที่สอง… ของคุณ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>วาง​ชิ้นส่วน​ใน​ตำแหน่ง​ที่​แสดง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>เก็บ​ชิ้นส่วน​คืน​สู่​คลัง​ของ​คุณ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>ขณะ​ชิ้นส่วน​เคลื่อนที่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>กดปุ่มใดก็ได้ยกเว้น Tab (หรือคลิก) เพื่อ​ให้​ชิ้นส่วน​ที่​กำลัง​เคลื่อนที่​วาง​ลง​ทันที</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>หลัง​ตา​ของ​ผู้เล่น​คอมพิวเตอร์</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>เมื่อโต๊ะรออยู่ (แก้ไข &gt; การตั้งค่า: หยุด​พัก​หลัง​ตา​ของ​ผู้เล่น​คอมพิวเตอร์​แต่ละ​คน): ให้​ผู้เล่น​คน​ถัด​ไป​เดิน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>ระหว่าง​ดู​ย้อนหลัง (เกม &gt; ดู​ย้อนหลัง)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>ถอย​หรือ​เดิน​หน้า​หนึ่ง​แอ็กชัน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>ไป​ที่​ต้น​ตา​นี้ ​หรือ​ต้น​ตา​ถัดไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>ไป​ที่​การ​แจก​เริ่ม​เกม ​หรือ​ท้าย​เกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>เล่น​เกม​เอง​ต่อ​จาก​ตรง​นี้ ​หรือ​หยุด​ชั่วคราว</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>วิเคราะห์​เกม: คอมพิวเตอร์​ทำ​เครื่องหมาย​ตา​ที่​เสีย​แต้ม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>ใน​ตา​ที่​ถูก​ทำ​เครื่องหมาย: แสดง​ตา​ที่​ดีกว่า​หรือ​ตา​ที่​เล่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>หลัง​การ​วิเคราะห์: แสดง​ตา​ที่​ถูก​ทำ​เครื่องหมาย​ถัดไป​หรือ​ก่อนหน้า</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>ปุ่มใดก็ได้</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>แป้นพิมพ์(&amp;K)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>ปุ่ม​ทั้งหมด​ของ​เกม​และ​หน้าที่​ของ​แต่ละ​ปุ่ม</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>ไป​ยัง​ส่วน​ถัด​ไป​ของ​โต๊ะ: คลัง​ของ​คุณ ปริศนา​ของ​คุณ แถว กองกลาง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>ย้อน​กลับ​ไป​ส่วน​ก่อนหน้า</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>ไป​ยัง​การ์ด กอง หรือ​ชิ้นส่วน​ถัด​ไป​ใน​ส่วน​นั้น​ตาม​ทิศ​ของ​ลูกศร</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>แป้นพิมพ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>ปุ่ม​ทั้งหมด​ของ​เกม​และ​หน้าที่​ของ​แต่ละ​ปุ่ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>เล่น​ได้​ทั้ง​เกม​ด้วย​แป้นพิมพ์ Tab ไป​ยัง​รายการ​ถัด​ไป​บน​โต๊ะ Enter ใช้งาน​รายการ​ที่​เลือก​อยู่</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>ปุ่ม</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>แต่ละแถว: ปุ่ม ตามด้วยหน้าที่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>หน้าที่</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>คำสั่ง (เมนูและปุ่ม)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>ภาษา(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>ค่าเริ่มต้นของระบบ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>มีผลทันที ตัวแก้ไข​สำรับ​หรือ​เกม​ที่​เปิด​อยู่​ใน​หน้าต่าง​ของ​ตัวเอง​จะ​เปลี่ยน​ตาม​เมื่อ​เปิด​ใหม่</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>เรียนวิธีเล่น</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>ยินดีต้อนรับสู่ Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>คุณกับ Ada ผลัดกันเล่นคนละตา ตาหนึ่งมีสามแอ็กชัน คุณ​ได้​แต้ม​จาก​การ​ไข​ปริศนา​ให้​สำเร็จ คือ​เติม​ชิ้นส่วน​ลง​ใน​ช่องว่าง​ทุก​ช่อง​ของ​การ์ด​ปริศนา เมื่อจบเกม ผู้​ที่​มี​แต้ม​มาก​ที่สุด​เป็น​ผู้ชนะ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>หยิบปริศนา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>แอ็กชันแรกของคุณ: คลิกปริศนา W10 ในแถวขาว ปริศนา​จะ​ย้าย​มา​อยู่​ใน​พื้นที่​ของ​คุณ พร้อมให้เติมชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>หยิบชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>แอ็กชันที่สอง: หยิบชิ้นส่วนระดับ 1 คือ O1 ที่มีช่องเดียว คลิก​กอง​ของ​มัน​ใน​กองกลาง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>วางชิ้นส่วน: หมุนและพลิก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>แอ็กชันที่สาม: ลาก I2 จากคลังของคุณไปวางบน W10 ตอนนี้มันนอนอยู่ ระหว่างที่ถือไว้ ให้กด R (หรือหมุนล้อเมาส์) เพื่อตั้งขึ้น ส่วน F (หรือปุ่มขวา) ใช้พลิกชิ้นส่วน แล้ว​วาง​ลง​บน​ช่องว่าง​สอง​ช่อง​ด้าน​บน</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>ไขปริศนาให้สำเร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>นั่น​คือ​แอ็กชัน​ที่​สาม​ของ​คุณ Ada จึง​เล่น​ตา​ของ​เธอ​ไป​แล้ว ตอนนี้วาง O1 ของ​คุณ​ลง​ใน​ช่องว่าง​ช่อง​สุดท้าย​ของ W10 ปริศนา​ที่​ไข​สำเร็จ​จะ​ให้​แต้ม​ตาม​ที่​ระบุ คืน​ชิ้นส่วน​ที่​วาง​อยู่​บน​มัน และ​ให้​ชิ้นส่วน​รางวัล​ที่​แสดง​บน​การ์ด​แก่​คุณ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>อัปเกรดชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10 ให้ 1 แต้มและให้ I2 แก่คุณ การ​อัปเกรด​คือ​คืน​ชิ้นส่วน​หนึ่ง​ชิ้น​แล้ว​หยิบ​ชิ้น​ที่​สูง​กว่า​หนึ่ง​ระดับ คลิกขวาที่ I2 ของคุณ (หรือกด Enter ที่มัน) แล้วเลือกอัปเกรดเป็น L3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>แลกเปลี่ยนชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>การ​แลกเปลี่ยน​คือ​แลก​ชิ้นส่วน​เป็น​ชิ้น​อื่น​ที่​มี​ระดับ​เท่า​กัน​หรือ​ต่ำ​กว่า คลิกขวาที่ L3 ชิ้น​ใหม่​ของ​คุณ​แล้ว​แลก​เป็น I3</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>ปริศนาอีกสองใบ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada เล่นอีกตาแล้ว หยิบปริศนา W29 จากแถวขาว...</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>...แล้วหยิบ W30 ด้วย คุณ​มี​ปริศนา​ใน​พื้นที่​ของ​คุณ​ได้​สูง​สุด​สี่​ใบ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>แอ็กชันมาสเตอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>ตาละครั้ง แอ็กชันมาสเตอร์​จะ​วาง​ชิ้นส่วน​หนึ่ง​ชิ้น​บน​ปริศนา​แต่ละ​ใบ​ของ​คุณ​โดย​ใช้​เพียง​แอ็กชัน​เดียว กด แอ็กชันมาสเตอร์ (M) ลาก I3 (ตั้งขึ้น) ไป​วาง​บน​ช่องว่าง​สาม​ช่อง​ด้าน​บน​ของ W29 และลาก I2 (ตั้งขึ้น) ไป​วาง​บน​ช่องว่าง​สอง​ช่อง​ด้าน​บน​ของ W30 แล้วกด ยืนยัน (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>ข้ามไปข้างหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>บทเรียน​จะ​ข้ามไป​ยัง​รอบ​ที่ 7 ของเกมนี้ ซึ่งใกล้จบแล้ว คุณ​ไข​ปริศนา​สำเร็จ​แล้ว 3 ใบ และ​ใน​สำรับ​ดำ​เหลือ​การ์ด​เพียง​ใบ​เดียว</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>พลิกชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>ช่อง​ที่​เว้าลง​ที่เหลือ​ของ W20 เป็นภาพสะท้อนของ L4 ตาม​ที่​วาง​อยู่​ใน​คลัง​ของ​คุณ หมุน​อย่างเดียว​จึง​ไม่​พอ ลาก L4 ไปที่ W20 ระหว่างที่ถืออยู่ ให้กด F (หรือปุ่มขวา) เพื่อพลิก และกด R (หรือล้อเมาส์) เพื่อ​หมุน​จน​กว่า​จะ​ตรง​กับ​ช่อง​ที่​เว้า แล้วปล่อย เมื่อไข W20 สำเร็จ จะ​มี​ที่ว่าง​สำหรับ​ปริศนา​ใบ​ใหม่</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>การจบเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>เมื่อสำรับดำหมด จะเข้าสู่ช่วงจบเกม หยิบ B16 แล้ว​การ์ด​ดำ​ใบ​สุดท้าย​จะ​มา​แทน​ที่</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>รอบสุดท้าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>เล่นรอบนี้ให้จบ แล้ว​ทุก​คน​เล่น​อีก​หนึ่ง​รอบ นั่นคือรอบสุดท้าย ตอนนี้เล่นได้ตามใจ คำใบ้เปิดอยู่ (วิธีใช้ &gt; คำใบ้ หรือ​กด H) เมื่อ​ไม่​มี​อะไร​ที่​เป็น​ประโยชน์​ให้​ทำ​แล้ว ให้จบตา (E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>เก็บงานท้ายเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>หลัง​รอบ​สุดท้าย​คือ​ช่วง​เก็บ​งาน​ท้าย​เกม คุณ​ยัง​วาง​ชิ้นส่วน​จาก​คลัง​ของ​คุณ​ลง​บน​ปริศนา​ที่​ยัง​ไม่​สำเร็จ​เพื่อ​ไข​ให้​สำเร็จ​ได้ แต่​ชิ้นส่วน​แต่ละ​ชิ้น​จะ​ทำให้​เสีย 1 แต้ม และ​ตอนนี้​ไม่​มี​รางวัล​แล้ว</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>การนับคะแนน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>คะแนน​ของ​คุณ​คือ​แต้ม​ของ​ปริศนา​ที่​ไข​สำเร็จ ลบ​ด้วย​แต้ม​ที่​เสีย​ไป​ใน​การ​เก็บ​งาน​ท้าย​เกม ปริศนา​ที่​ยัง​ไม่​สำเร็จ​ไม่​นับ​แต้ม ผู้​ที่​ได้​คะแนน​สูง​สุด​เป็น​ผู้ชนะ วางชิ้นส่วน หรือไม่วางเลยก็ได้ แล้วกด เสร็จสิ้น ผล​การ​แข่งขัน​จะ​บอก​ว่า​ใคร​ชนะ ตอนนี้​คุณ​รู้​วิธี​เล่น​แล้ว ขอให้สนุก!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>บทเรียนเล่นเดี่ยว</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>ตาราง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>ในเกมเดี่ยว ปริศนา​จะ​วาง​เป็น​ตาราง​สาม​คอลัมน์ คุณ​หยิบ​ปริศนา​จาก​ตาราง​นี้ และ​ออโตมา​ซึ่ง​เป็น​คู่แข่ง​ของ​คุณ​ก็​หยิบ​เช่น​กัน​เมื่อ​จบ​ตา​ของ​คุณ​ทุก​ครั้ง</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>ล็อกและตัวนับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>ตัวนับ​เหนือ​คอลัมน์​จะ​ล็อก​คอลัมน์​นั้น ออโตมา​หยิบ​จาก​คอลัมน์​ที่​ถูก​ล็อก​ไม่​ได้ เมื่อ​คุณ​หยิบ​ปริศนา​จาก​คอลัมน์​ที่​ถูก​ล็อก ตัวนับ​ของ​คอลัมน์​นั้น​หนึ่ง​ตัว​จะ​ย้าย​ไป​ยัง​คลัง​ของ​ออโตมา</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>เปิดคอลัมน์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>หยิบ W12 จากคอลัมน์ซ้าย ตัวนับ​ตัว​เดียว​ของ​คอลัมน์​นั้น​จะ​ไป​อยู่​กับ​ออโตมา แล้ว​คอลัมน์​ซ้าย​จะ​เปิด</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>หยิบชิ้นส่วนระดับ 1 จากกองกลาง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>ออโตมาเลือกอย่างไร</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>เมื่อจบตาของคุณ ออโตมา​จะ​หยิบ​ปริศนา​ที่​มี​แต้ม​มาก​ที่สุด​จาก​คอลัมน์​ที่​เปิด​อยู่ (ถ้า​เสมอ​กัน​จะ​หยิบ​ใบ​แรก) จาก​นั้น​จะ​วาง​ตัวนับ​ทั้งหมด​ของ​มัน และ​ตัวนับ​จาก​คอลัมน์​อื่น​คอลัมน์​ละ​หนึ่ง​ตัว ไว้เหนือคอลัมน์นั้น ถ้าทุกคอลัมน์ถูกล็อก ออโตมาจะไม่หยิบอะไร แต่​ตัวนับ​หนึ่ง​ตัว​จะ​ออก​จาก​แต่ละ​คอลัมน์​แทน</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>จบตาของคุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>แอ็กชันสุดท้ายของคุณ: วาง I2 บน W12 ตรงไหนก็ได้ที่วางลง แล้ว​ดู​ว่า​ออโตมา​ทำ​อะไร</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>ทำไมคอลัมน์จึงสำคัญ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>ออโตมาหยิบ W04 (2 แต้ม) จาก​คอลัมน์​ซ้าย​ที่​เปิด​อยู่ แล้ว​ล็อก​คอลัมน์​นั้น​ด้วย​ตัวนับ​ของ​มัน คอลัมน์​ที่​คุณ​ทำให้​ไม่​มี​ตัวนับ​เหลือ​จะ​เปิด​ให้​ออโตมา​หยิบ​ได้ เก็บ​ปริศนา​ที่​คุณ​ต้องการ​ไว้​ใน​คอลัมน์​ที่​ถูก​ล็อก แล้ว​ปล่อย​ให้​ออโตมา​ได้​แต่​ใบ​ที่​แต้ม​น้อย ตอนนี้​คอลัมน์​ขวา​เปิด​แล้ว คอยดูไว้</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>เล่นต่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>ส่วน​ที่​เหลือ​ของ​เกม​เป็น​ของ​คุณ โดยเปิดคำใบ้ไว้ (วิธีใช้ &gt; คำใบ้ หรือ​กด H) ทำ​คะแนน​ให้​ชนะ​ออโตมา​ให้​ได้!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>เรียนวิธีเล่น(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>เกมแรกแบบมีคำแนะนำ พบ​กับ​ผู้เล่น​คอมพิวเตอร์​ระดับ​ง่าย</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>บทเรียนเล่นเดี่ยว(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>เกมเดี่ยวสั้น ๆ แบบมีคำแนะนำ: ตาราง ล็อก และออโตมา</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>ออกจากบทเรียน(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>หยุดบทเรียน เมนู เรียนวิธีเล่น จะเล่นต่อจากจุดเดิม</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>เรียนวิธีเล่น(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>เกมแรกแบบมีคำแนะนำ: โปรแกรม​จะ​สอน​กติกา​ทุก​ข้อ​ให้​คุณ</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>คุณ​ออก​จาก​บทเรียน​นี้​ไป​ที่​ขั้น​ที่ %1 จาก %2 จะเรียนต่อจากตรงนั้น หรือเริ่มใหม่?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>เรียนต่อ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>เริ่มใหม่(&amp;S)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>จบบทเรียนแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>คุณออกจากบทเรียนแล้ว: วิธีใช้ &gt; เรียนวิธีเล่น… จะเล่นต่อจากจุดเดิม</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>บทเรียน​ต้องการ​ให้​คุณ​อ่าน​ข้อความ​ก่อน: กด ถัดไป (หรือกด F6 แล้ว Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>ยังไม่ได้: บทเรียน​ขอ​ให้​คุณ​ทำ​สิ่ง​นี้​ก่อน: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>ปิดบทเรียน(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>ถัดไป(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>ออกจากบทเรียน(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 จาก %3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>คลังสำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>ใหม่…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>นำเข้า…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>สำรับ​ของ​คุณ​อยู่​ใน​โฟลเดอร์​คลัง​สำรับ และ​เลือก​ได้​ใน​หน้าต่าง​เกม​ใหม่</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>ติดมากับเกม · อ่านอย่างเดียว</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>ปริศนา %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ชิ้นส่วน %n ชิ้น</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>อ่านไม่ได้</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>เกม​เครือข่าย: ห้อง​รอ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>ออก(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>บอก​เพื่อน​ของ​คุณ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>รหัส​เชิญ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>รหัส​เชิญ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>คัดลอก(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>คัดลอก​รหัส​เชิญ​และ​ที่อยู่</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>ที่อยู่:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>ที่อยู่</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>นำ​ผู้เล่น​ออก(&amp;R):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>นำ​ผู้เล่น​ออก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>นำ​ออก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>นำ​ผู้เล่น​คน​นี้​ออก​จาก​ที่นั่ง: ​ที่นั่ง​จะ​รอ​ผู้เล่น​คน​อื่น</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>หยุด​โฮสต์(&amp;O)</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>หยุด​โฮสต์​เกม​นี้: ​ผู้เล่น​ที่​เข้า​ร่วม​จะ​ถูก​ตัด​การ​เชื่อมต่อ</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>เกม​นี้​ทำงาน​บน​เซิร์ฟเวอร์​ที่​ %1​ เพื่อน​ของ​คุณ​เข้า​ร่วม​ผ่าน​ เกม &gt; ​เข้า​ร่วม​เกม​เครือข่าย:​ พวก​เขา​พิมพ์​ที่อยู่​นี้​ แล้ว​ใส่​รหัส​เชิญ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>กำลัง​สร้าง​ห้อง​บน​เซิร์ฟเวอร์…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>เซิร์ฟเวอร์:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>ออก​จาก​ห้อง(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>ออก​จาก​เกม​นี้​บน​เซิร์ฟเวอร์:​ เซิร์ฟเวอร์​จะ​ปิด​ห้อง​เมื่อ​ไม่​มี​ใคร​อยู่</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>เกม​ที่​บันทึก​ไว้​นี้​จะ​เล่น​ต่อ​เมื่อ​ผู้เล่น​ทุก​คน​กลับ​มา​ที่​ที่นั่ง: ​พวก​เขา​เข้า​ร่วม​ด้วย​ที่อยู่​และ​รหัส​ด้าน​ล่าง ​ใช้​ชื่อ​เดิม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>เพื่อน​ของ​คุณ​เข้า​ร่วม​ผ่าน ​เกม &gt; ​เข้า​ร่วม​เกม​เครือข่าย: ​พวก​เขา​จะ​พบ​เกม​นี้​ใน​เครือข่าย​ท้องถิ่น ​หรือ​พิมพ์​ที่อยู่​ด้าน​ล่าง ​แล้ว​ใส่​รหัส​เชิญ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>คอมพิวเตอร์​เครื่อง​นี้​ไม่มี​ที่อยู่​เครือข่าย​ที่​คน​อื่น​เข้า​ถึง​ได้: ​มี​แต่​ผู้เล่น​ที่​เครื่อง​นี้​ที่​เข้า​ร่วม​ได้ (พอร์ต %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>เพื่อน​ที่​อยู่​นอก​เครือข่าย​บ้าน​ของ​คุณ​เข้า​ร่วม​ได้​ก็​ต่อ​เมื่อ​เราเตอร์​ส่ง​ต่อ ​TCP ​พอร์ต %1 ​มา​ยัง​เครื่อง​นี้ (หรือ​ใช้​เซิร์ฟเวอร์​เฉพาะ): ​ดู “Play over the network” ​ใน README</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>เปิด README</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>ที่นั่ง %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>กำลัง​เปิด​ห้อง…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>เกม​เริ่ม​แล้ว</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>กำลัง​รอ​ผู้เล่น %n ​คน​เข้า​ร่วม (ที่นั่ง %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>กำลัง​รอ​ให้ %1 ​พร้อม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>ทุก​คน​อยู่​ครบ​และ​พร้อม​แล้ว: ​เริ่ม​เกม​ได้​ตาม​ที่​ต้องการ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>รหัส​เชิญ: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>ฉัน​พร้อม​เริ่ม​แล้ว(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>บอก​เจ้าภาพ​ว่า​คุณ​พร้อม​เริ่ม​แล้ว</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>AI​เล่น​แทน​ผู้​เล่น​ที่​หลุด​การ​เชื่อม​ต่อ​หลัง​จาก(&amp;P):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>AI​เล่น​แทน​ผู้​เล่น​ที่​หลุด​การ​เชื่อม​ต่อ​หลัง​จาก</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>เริ่มเกม(&amp;S)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>การเชื่อมต่อ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>พร้อม</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>ไม่ใช้</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n วินาที</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n นาที</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>กำลัง​รอ​ห้อง…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>เกม: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>ที่​นั่ง​ของ​เกม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (ผู้เล่นคอมพิวเตอร์)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (คุณ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (เจ้าภาพ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>AI กำลังเล่น</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>เชื่อมต่อแล้ว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>ที่นั่งว่าง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>ไม่ได้เชื่อมต่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>ยังไม่พร้อม</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>ผู้ชม %n คนกำลังดู</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>เกม​นี้​แจก​จาก​ค่าซีด​ที่​ผู้​จัด​พิมพ์​ไว้: การแจก​ไม่​เป็น​ความลับ​และ​ใคร​ที่​รู้​ค่าซีด​จะ​รู้​การ์ด​ทุก​ใบ​ที่​ยัง​คว่ำ​อยู่</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>แถบบันทึกเกม</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>บันทึกเกม (ใหม่ %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>บันทึกเกม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>แสดงบันทึกเกม (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>เปิด​รายการ​ทุก​สิ่ง​ที่​เกิด​ขึ้น​ใน​เกม</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>เข้า​ร่วม​เกม​ผ่าน​เครือข่าย(&amp;J)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>เล่น​ใน​เกม​ที่​โปรแกรม​อื่น​เป็น​เจ้าภาพ ใน​เครือข่าย​นี้​หรือ​ที่​ที่อยู่​หนึ่ง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>ออก​จาก​เกม​เครือข่าย(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>แชต</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>เครือข่าย</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>เกมเครือข่าย</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>ออก​จาก​เกม​เครือข่าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>ออก​จาก​เกม​นี้​หรือ​ไม่? ระหว่าง​ที่​เกม​ยัง​ดำเนิน​อยู่ คุณ​กลับ​เข้า​ที่​นั่ง​เดิม​ได้: เข้า​ร่วม​ด้วย​ที่อยู่​รหัส​เชิญ​และ​ชื่อ​เดิม</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>ไม่​มี​เกม​ที่​ใช้​รหัส​เชิญ​นี้​ที่ %1 ตรวจ​สอบ​รหัส​และ​ที่อยู่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>รหัส​เชิญ​ไม่​ถูก​ต้อง ขอ​รหัส​จาก​เจ้าภาพ​อีก​ครั้ง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>ที่​นั่ง​ของ​เกม​นี้​เต็ม​แล้ว แต่​คุณ​ยัง​ดู​ได้: เลือก​ดู​อย่าง​เดียว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>ติด​ต่อ %1 ไม่​ได้ ตรวจ​สอบ​ที่อยู่ และ​ดู​ว่า​โปรแกรม​ของ​เจ้าภาพ​ทำงาน​อยู่​และ​เข้า​ถึง​ได้ (ไฟร์วอลล์ การ​ส่ง​ต่อ​พอร์ต)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>เจ้าภาพ​ใช้ Project L รุ่น​อื่น ซึ่ง​ใช้​โพรโทคอล​เครือข่าย​คนละ​รุ่น ใช้​รุ่น​เดียว​กัน​บน​คอมพิวเตอร์​ทั้ง​สอง​เครื่อง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>เซิร์ฟเวอร์​ที่ %1 ต้อง​ใช้​รหัส​ผ่าน: พิมพ์​รหัส​ผ่าน​ที่​ผู้​ดูแล​ให้​คุณ​มา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>เซิร์ฟเวอร์​เต็ม ลอง​ใหม่​ภาย​หลัง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>เจ้าภาพ​ปิด​การ​เชื่อม​ต่อ: ข้อ​ความ​มาก​เกิน​ไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>เกม​นี้​รับ​ผู้​ชม​เพิ่ม​ไม่​ได้​แล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ไม่​รับ​การ​เชื่อมต่อ​หรือ​เกม​จาก​ที่อยู่​เครือข่าย​ของ​คุณ​อีก​แล้ว​ ปิด​บาง​ส่วน​ (หน้าต่าง​เกม​อื่น​ ผู้เล่น​คอมพิวเตอร์)​ แล้ว​ลอง​ใหม่</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>เจ้าภาพ​ปฏิเสธ: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>กำลัง​เชื่อม​ต่อ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>อยู่​ใน​ห้อง​แล้ว เกม​จะ​เริ่ม​เมื่อ​เจ้าภาพ​กด​เริ่ม</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>การ​เชื่อม​ต่อ​หลุด กำลัง​เข้า​ร่วม​ใหม่… (ครั้ง​ที่ %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>ไม่​ได้​เชื่อม​ต่อ</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>เจ้าภาพ​ไม่​รับ​การ​เดิน​นี้</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 พูดว่า: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>เกม​เครือข่าย: เจ้าภาพ​ตรวจ​การ​เดิน​ของ​คุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>คุณ​กำลัง​ชม​เกม​นี้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>เกม​ผ่าน​เครือข่าย​จบ​แล้ว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>กลับ​เข้า​เกม​แล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>การ​เชื่อม​ต่อ​กับ​เจ้าภาพ​ปิด​แล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>คุณ​ออก​จาก​เกม​แล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1 หลุด​การ​เชื่อม​ต่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>AI​กำลัง​เล่น​แทน %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 กลับ​เข้า​เกม​แล้ว</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>คุณ​เป็น​ผู้​ชม: ผู้​ชม​ขยับ​ชิ้นส่วน​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>รอ​จน​กว่า​การ​เชื่อม​ต่อ​จะ​กลับ​มา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>รอ​คำ​ตอบ​จาก​เจ้าภาพ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>เป็นตาของ %1</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>ติดต่อ​เซิร์ฟเวอร์​ที่​ %1​ ไม่ได้​ ตรวจ​ดู​ที่อยู่​ และ​ดู​ว่า​เซิร์ฟเวอร์​ทำงาน​อยู่​และ​ติดต่อ​ได้​จาก​ที่​นี่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ไม่​รับ​รหัส​ผ่าน:​ พิมพ์​รหัส​ผ่าน​ที่​ผู้​ดูแล​ให้​คุณ​มา​ใน​หน้าต่าง​เกม​ใหม่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ เต็ม​ ลอง​ใหม่​ภาย​หลัง​ หรือ​โฮสต์​เกม​บน​คอมพิวเตอร์​เครื่อง​นี้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ มี​เกม​ครบ​จำนวน​ที่​รับ​ได้​แล้ว​ ลอง​ใหม่​ภาย​หลัง​ หรือ​โฮสต์​เกม​บน​คอมพิวเตอร์​เครื่อง​นี้</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ไม่​ว่าง​ ลอง​ใหม่​อีก​ครั้ง​ใน​อีก​สัก​ครู่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>โปรแกรม​ที่​ %1​ โฮสต์​เกม​ของ​ตัว​เอง:​ ไม่​ใช่​เซิร์ฟเวอร์​ที่​เริ่ม​เกม​ได้​ ให้​เข้า​ร่วม​เกม​ของ​โปรแกรม​นั้น​แทน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ใช้ ​ Project L ​รุ่น​อื่น​ ซึ่ง​ใช้​โพรโทคอล​เครือข่าย​รุ่น​อื่น​ ใช้​รุ่น​เดียว​กับ​เซิร์ฟเวอร์</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ปิด​การ​เชื่อมต่อ​ (%2):​ เกม​ที่​รอ​อยู่​ที่​นั่น​ไม่​มี​แล้ว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>เซิร์ฟเวอร์​ที่​ %1​ ไม่​รับ​การ​ตั้ง​ค่า​ของ​เกม​นี้:​ %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>จำนวนผู้เล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>ผู้เล่น(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>ผู้เล่น​คน​เดียว​จะ​เล่น​แบบ​เดี่ยว​พบ​กับ​ออโตมา</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>มาตรฐาน (ออโตมา​เริ่ม​ด้วย​ตัวนับ 6 ตัว)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>ท้าทาย (ตัวนับ 3 ตัว)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>ไร้พ่าย (ไม่มีตัวนับ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>ความยากโหมดเดี่ยว(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>สุ่ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>ผู้เล่น 1 แล้วตามลำดับที่นั่ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>ใครเริ่มเล่นก่อน จาก​นั้น​เล่น​ต่อ​ตาม​ลำดับ​ที่นั่ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>ผู้เล่นคนแรก(&amp;F):</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>ที่นั่ง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>เล่นโดย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>ระดับ AI</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>ง่าย</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>ยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>ผู้เล่น %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>มนุษย์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>ผ่าน​เครือข่าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>ผู้เล่น​ที่​คอมพิวเตอร์​เครื่อง​อื่น​เข้า​ร่วม​เกม​นี้​ผ่าน​เครือข่าย</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>ผู้เล่น %1 เล่นโดย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>ระดับ AI ของผู้เล่น %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>สุ่ม</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>ค่าซีด(&amp;S):</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (อ่านไม่ได้)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>สำรับ(&amp;E):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>เริ่ม(&amp;T)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>เครือข่าย</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>ชื่อ​ที่​ผู้เล่น​เห็น​เมื่อ​ค้นหา​เกม​ใน​เครือข่าย​ท้องถิ่น</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>ชื่อ​เกม(&amp;G):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>พอร์ต ​TCP ​ที่​ผู้เล่น​คน​อื่น​เชื่อมต่อ (%1 ​ถ้า​ว่าง)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>พอร์ต(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>แสดง​ใน​เครือข่าย​ท้องถิ่น(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>ผู้เล่น​ใน​เครือข่าย​เดียว​กัน​จะ​พบ​เกม​ผ่าน ​เกม &gt; ​เข้า​ร่วม​เกม​เครือข่าย ​แต่​ยัง​ต้อง​ใช้​รหัส​เชิญ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>ไม่ใช้</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 ​วินาที</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 ​นาที</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 ​นาที</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 ​นาที</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>เมื่อ​การ​เชื่อมต่อ​ของ​ผู้เล่น​หลุด ​คอมพิวเตอร์​จะ​เล่น​แทน​ที่นั่ง​นั้น​หลัง​เวลา​นี้ ​จน​กว่า​ผู้เล่น​จะ​กลับ​มา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>ถ้า​ผู้เล่น​หลุด ​AI ​จะ​เล่น​แทน​หลัง​จาก(&amp;A):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>คอมพิวเตอร์​เครื่อง​นี้</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>เซิร์ฟเวอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>คอมพิวเตอร์​เครื่อง​นี้​โฮสต์​เกม​ หรือ​เซิร์ฟเวอร์​เฉพาะ​ (project-l serve)​ ที่​เพื่อน​ของ​คุณ​ติดต่อ​ได้​เป็น​ที่​ทำงาน​ของ​เกม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>ที่​ที่​เกม​ทำงาน(&amp;U):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>ที่อยู่​เซิร์ฟเวอร์(&amp;R):</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 หรือ wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>ที่อยู่​ของ​เซิร์ฟเวอร์:​ โฮสต์:พอร์ต​ หรือ​ที่อยู่​ ws:// ​หรือ​ wss://</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>ใส่​เฉพาะ​เมื่อ​เซิร์ฟเวอร์​ต้อง​ใช้​ ไม่​เก็บ​ไว้​หลัง​ปิด​โปรแกรม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>รหัส​ผ่าน​เซิร์ฟเวอร์(&amp;W):</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>เกมของ %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>พิมพ์​ที่อยู่​ของ​เซิร์ฟเวอร์​ เช่น​ server.example.org:47470 ​หรือ​ wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>มีผู้เล่นสองคนชื่อ %1: ให้​แต่ละ​คนใช้​ชื่อ​ต่าง​กัน</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>เกม​ที่​มี​ผู้เล่น​ผ่าน​เครือข่าย​มี​ผู้เล่น​ที่​คอมพิวเตอร์​เครื่อง​นี้​ได้​ไม่​เกิน​หนึ่ง​คน: ​ตั้ง​ที่นั่ง​อื่น​เป็น ​“ผ่าน​เครือข่าย” ​หรือ ​“คอมพิวเตอร์”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>สำรับ “%1” เล่นด้วย​จำนวนผู้เล่นนี้ไม่ได้: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>ค่าซีด​เดียวกัน​แจก​เกม​เดียวกัน ถ้า​เว้น​ว่าง​ไว้​การแจก​จะ​เป็น​ความลับ: ไม่​มี​ใคร​รู้​การ์ด​ที่​คว่ำ​อยู่​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>ค่าซีด​ไม่​ใช่​ความลับ: ใคร​ที่​รู้​ค่าซีด​จะ​รู้​การ์ด​ทุก​ใบ​ที่​ยัง​คว่ำ​อยู่ เว้น​ว่าง​ไว้​เพื่อ​ให้​การแจก​เป็น​ความลับ</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>ชื่อ​ผู้เล่น %1 มี​อักขระ​ที่​ชื่อ​มี​ไม่ได้ (%2): ลบ​ออก</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>ชื่อ​เกม​มี​อักขระ​ที่​ชื่อ​มี​ไม่ได้ (%1): ลบ​ออก</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>ชุด​สี​สำหรับ​ผู้​ตา​บอดสี(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>ระบาย​ชิ้นส่วน​ด้วย​สี​ที่​ผู้​ตา​บอดสี​แยกแยะ​ได้</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>ตารางวาดชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>คลิก​หรือ​ลาก​เพื่อ​เพิ่ม​หรือ​ลบ​ช่อง ใช้ปุ่มลูกศรและ Space ได้ด้วย</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>ชิ้นส่วนใหม่</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>เพิ่ม​รูปทรง​ที่​เล็ก​ที่สุด​ที่​สำรับ​ยัง​ไม่​มี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>วาดช่อง 1 ถึง 5 ช่อง​ที่​ติด​กัน​ด้าน​ข้าง เริ่ม​จาก​ช่อง​ของ​ชิ้นส่วน​เพื่อ​ลบ​ช่อง</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>เลือกสีใดก็ได้</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>สี %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>ชิ้นส่วนในกองกลาง</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>เปลี่ยน​รหัส​ชิ้นส่วน: ปริศนา​ที่​ให้​ชิ้นส่วน​นี้​จะ​ใช้​รหัส​ใหม่​ตาม</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>หมุน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>สะท้อน</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>หมุน​ชิ้นส่วน​ตาม​เข็ม​นาฬิกา​หนึ่ง​ใน​สี่​รอบ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>สะท้อน​ชิ้นส่วน​จาก​ซ้าย​ไป​ขวา</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>รหัส</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>สี</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>ในกองกลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>ระดับ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>ในสำรับ</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>ระดับ %1 · มี %2 ชิ้นในกองกลาง</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>%1 ในกองกลางมี %2 %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n รูปทรง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (จำนวนช่องของชิ้นส่วน)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>เป็นรางวัลของปริศนา %n ใบ: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>ไม่​มี​ปริศนา​ใด​ให้​ชิ้นส่วน​นี้​เป็น​รางวัล</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>ผู้เล่น​แต่ละ​คน​เริ่ม​ด้วย %n ชิ้น</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>สีของ %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>สำรับ​มี​รูปทรง​ครบ​ทุก​แบบ​ตั้งแต่ 1 ถึง 5 ช่องแล้ว</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>ลบชิ้นส่วน</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 เป็นรางวัลของปริศนา %n ใบ จน​กว่า​จะ​ได้​รางวัล​อื่น สำรับ​นี้​จะ​เป็น​ฉบับ​ร่าง: บันทึก​ได้​แต่​ยัง​เล่น​ไม่​ได้ ลบเลยหรือไม่?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>ชิ้นส่วนที่วางแล้ว: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>การเล่น</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>ปิด (ทันที)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>ช้า</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>ปกติ</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>เร็ว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>เร็วมาก</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>ความเร็วแอนิเมชัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>ความ​เร็ว​ที่​การ์ด​และ​ชิ้นส่วน​เคลื่อนที่​บน​โต๊ะ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>ความเร็วแอนิเมชัน(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>หยุด​พัก​หลัง​ตา​ของ​ผู้เล่น​คอมพิวเตอร์​แต่ละ​คน(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>หยุด​พัก​หลัง​ตา​ของ​ผู้เล่น​คอมพิวเตอร์​แต่ละ​คน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>โต๊ะ​จะ​รอ​ให้​คุณ​กด​ดำเนิน​ต่อ เพื่อ​ให้​คุณ​ตาม​ทัน​ว่า​เล่น​อะไร​ไป</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>ถาม​ก่อน​จบ​ตา​เมื่อ​ยัง​มี​แอ็กชัน​เหลือ(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>ถาม​ก่อน​จบ​ตา​เมื่อ​ยัง​มี​แอ็กชัน​เหลือ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>ปุ่ม​จบ​ตา​จะ​ถาม​ก่อน​หาก​คุณ​ยัง​มี​แอ็กชัน​เหลือ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>แสดง​เคล็ดลับ​เมื่อ​มี​เหตุการณ์​เกิด​ขึ้น​ครั้ง​แรก(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>แสดง​เคล็ดลับ​เมื่อ​มี​เหตุการณ์​เกิด​ขึ้น​ครั้ง​แรก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>เคล็ดลับสั้น ๆ บน​โต๊ะ​จะ​อธิบาย​สถานการณ์​ใน​ครั้ง​แรก​ที่​เกิด​ขึ้น</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>แสดง​เคล็ดลับ​ทั้งหมด​อีกครั้ง(&amp;G)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>โต๊ะ</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>มาตรฐาน</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>เหมาะกับผู้ตาบอดสี</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>สีชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>สี​ที่​ผู้​ตา​บอดสี​แดง-เขียว​แยกแยะ​ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>สีชิ้นส่วน(&amp;C):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>การซูมโต๊ะ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>แสดง​ทั้ง​โต๊ะ​ให้​พอดี​หน้าต่าง หรือแสดงที่ขนาดคงที่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>การซูมโต๊ะ(&amp;Z):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>ดู​ย้อนหลัง</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>คร่าว ๆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>ละเอียด (ช้า)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>ความ​ลึก​ของ​การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>เวลา​ที่​คอมพิวเตอร์​ใช้​คิด​แต่ละ​ตา​เมื่อ​วิเคราะห์​เกม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>ความ​ลึก​ของ​การ​วิเคราะห์(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>ภาษา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>ภาษา(&amp;L):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>ปิดการตั้งค่า</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>พอดีหน้าต่าง</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>AI​ระดับ​ยาก​คิด​นาน​ขึ้น​ใน​เกม​สอง​คน(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>AI​ระดับ​ยาก​คิด​นาน​ขึ้น​ใน​เกม​สอง​คน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>คิด​ได้​นาน​สุด 3 วินาที​ต่อ​แอ็กชัน แทน​ที่​จะ​เป็น 1 วินาที และ​เล่น​เก่ง​ขึ้น เกม​แบบ​อื่น​ไม่​เปลี่ยนแปลง</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>เคล็ดลับ​แต่ละ​ข้อ​แสดง​เพียง​ครั้ง​เดียว เคล็ดลับ​ที่​เคย​เห็น​แล้ว​จะ​กลับ​มา​แสดง</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>เสียง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>เล่นเสียง(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>เล่นเสียง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>เสียงสั้น ๆ เมื่อชิ้นส่วนเข้าที่ เมื่อไขปริศนาสำเร็จ เมื่อถึงตาของคุณ และเมื่อเกมจบ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>ระดับเสียง</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>ระดับเสียง(&amp;V):</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ชิ้นส่วน %n ชิ้น</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>พิมพ์แล้วเล่น</translation>
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
        <translation>พิมพ์ด้านหลังการ์ด (พิมพ์สองหน้า)(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>พลิกด้านยาว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>พลิกด้านสั้น</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>เฉพาะรูปทรงที่กำหนดเอง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>ทุกรูปทรง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>ไม่มีชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>ขนาดกระดาษ(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>ด้านหลังการ์ด:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>พิมพ์สองหน้า(&amp;D):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>ชิ้นส่วนที่จะตัด(&amp;I):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>หลัง​หน้า​การ์ด​แต่ละ​หน้า​จะมี​หน้า​ด้านหลัง​ของ​การ์ด​เหล่านั้น: ​พิมพ์​ทั้ง​สอง​ด้าน​ใน​ขนาด​จริง ​ชิ้นส่วน​ของ​รูปทรง​คลาสสิก​ใช้​จาก​กล่อง​เกม</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>ไฟล์​รูปภาพ​ใหญ่​เกินไป</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>ไฟล์​นี้​ไม่ใช่​รูปภาพ (PNG หรือ JPEG) ที่​อ่าน​ได้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>ไม่​สามารถ​ย่อ​รูปภาพ​ให้​เล็ก​พอ​สำหรับ​สำรับ​ได้</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>ตรา​สัญลักษณ์​ของ​เกม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>ชื่อ​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>ชื่อ​สำรับ​และ​รูปภาพ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>เลือก​รูปภาพ(&amp;H)…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>ด้านหลัง​แสดง(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>รูปภาพ:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>ด้านหลัง​ของ​สำรับ​คลาสสิก​เป็น​ของ​เกม: ทำ​สำเนา​สำรับ​เพื่อ​ให้​ด้านหลัง​มี​ลวดลาย​ของ​ตัวเอง</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>ลวดลาย​ด้านหลัง​จะ​ถูก​บันทึก​ไว้​กับ​สำรับ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>รูปภาพ​ขนาด %1 kB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>ยัง​ไม่ได้​เลือก​รูปภาพ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>เลือก​รูปภาพ​สำหรับ​ด้านหลัง​การ์ด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>รูปภาพ (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>การ์ดปริศนา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>คลิก​หรือ​ลาก​เพื่อ​ระบาย​ช่อง​ที่​เว้า​ลง ใช้ปุ่มลูกศรและ Space ได้ด้วย</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>สำรับ​นี้​ยัง​ไม่​มี​ปริศนา
เพิ่ม​ปริศนา​ขาว​หรือ​ดำ​เพื่อ​เริ่มต้น</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>ไม่ได้เลือกปริศนา</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>หลายค่า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>แต้มชัยชนะ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>ชิ้นส่วนรางวัล</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>การ์ด</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>รหัส</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>สี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>รางวัล</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>หมุน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>หมุน​ช่อง​ตาม​เข็ม​นาฬิกา​หนึ่ง​ใน​สี่​รอบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>สะท้อน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>สะท้อน​ช่อง​จาก​ซ้าย​ไป​ขวา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>ล้าง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>ทำให้​ทุก​ช่อง​เป็น​ช่อง​ทึบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>แสดงวิธีเติม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>แสดง​บน​การ์ด​หนึ่ง​วิธี​ที่​ชิ้นส่วน​ใน​กองกลาง​เติม​ได้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>วิธีเติมก่อนหน้า</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>วิธีเติมถัดไป</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>ตัวแก้ปริศนา</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>ชิ้นส่วนน้อยที่สุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>วิธีเติม</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>ไม่ทราบ: ยาก​เกิน​ไป​สำหรับ​ตัวแก้ปริศนา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>เติมไม่ได้</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>ไม่มีปัญหา: การ์ด​นี้​ไข​ให้​สำเร็จ​ได้</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>หมุน %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>สะท้อน %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>ล้าง %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>กำลังหาวิธีเติม…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>มี​ความ​เป็น​ไป​ได้​มาก​เกิน​กว่า​จะ​แสดง​วิธีเติม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>ชิ้นส่วน​ใน​กองกลาง​เติม​การ์ด​นี้​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 ขึ้นไป</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>วิธีเติมที่ %1 จาก %2: ชิ้นส่วน %n ชิ้น</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>การ์ด</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>รหัสและแต้มของการ์ด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>สี</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>ขาวหรือดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>แต้ม​ชัย​ชนะ​เมื่อ​ไข​สำเร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>รางวัล</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>ชิ้นส่วน​ที่​หยิบ​จาก​กองกลาง​เมื่อ​ไข​สำเร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>ช่องที่ต้องเติม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>ชิ้นส่วนน้อยที่สุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>จำนวน​ชิ้นส่วน​น้อย​ที่สุด​จาก​กองกลาง​ที่​เติม​ได้​เต็ม: วาง​แต่ละ​ชิ้น​ใช้​หนึ่ง​แอ็กชัน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>วิธีเติม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>จำนวน​วิธี​ที่​ชิ้นส่วน​ใน​กองกลาง​เติม​ได้: ยิ่ง​น้อย​ยิ่ง​มอง​เห็น​ยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>ผลการตรวจสอบ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>สิ่ง​ที่​การ​ตรวจสอบ​บอก​เกี่ยว​กับ​การ์ด​นี้</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n แต้ม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>ดำ</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>ดำ</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: ปริศนา%2 %n แต้ม รางวัล %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>มากเกินกว่าจะนับได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>มีวิธีเดียว: ยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>มีไม่กี่วิธี: ซับซ้อน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>มีหลายวิธี: ปานกลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>มีหลายวิธีมาก: ง่าย</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>ทั้งหมด</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>การ์ดปริศนา</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>เพิ่ม​ปริศนา​ขาว​หนึ่ง​ใบ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>เพิ่มปริศนาดำหนึ่งใบ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>ทำสำเนา</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>คลิก​หรือ​ลาก​บน​การ์ด​เพื่อ​ระบาย​ช่อง​ที่​ต้อง​เติม เริ่ม​จาก​ช่อง​ที่​ระบาย​แล้ว​เพื่อ​ลบ</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>รางวัล</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>ช่อง</translation>
    </message>
    <message>
        <location line="+294"/>
        <source>%1, %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n black</source>
        <translation>
            <numerusform>ดำ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>ขาว %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>ทำสำเนา %1</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>เรียงการ์ดตาม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>ลำดับในสำรับ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>ความยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>ลำดับที่แสดงการ์ด (สำรับ​ยัง​คง​ลำดับ​เดิม​ของ​ตัวเอง)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>เรียง:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>การ์ดปริศนาแบบตาราง</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>เพิ่ม​สำเนา​ของ​ปริศนา​ที่​เลือก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>ลบปริศนาที่เลือก</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>คัดลอก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>วาง</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>คัด​ลอก​การ์ด​ปริศนา​แล้ว %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>คลิป​บอร์ด​ไม่​มี​การ์ด​ปริศนา​ให้​วาง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>ไม่ได้วางการ์ดเลย: สำรับ​หนึ่ง​มี​ปริศนา​ได้​ไม่​เกิน 500 ใบ</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>วางการ์ดปริศนาแล้ว %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>เว้นไว้ เพราะ​สำรับ​หนึ่ง​มี​ปริศนา​ได้​ไม่​เกิน 500 ใบ: %n ใบ</numerusform>
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
        <translation>ปริศนาที่ไขสำเร็จ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>ไม่​มี​ปริศนา​ที่​ไข​สำเร็จ</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>ปริศนา​ที่​ยัง​ไม่​สำเร็จ: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1: ยังไม่สำเร็จ หัก %2</translation>
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
        <translation>ไดรฟ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>โฟลเดอร์ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>นามแฝง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>ทางลัด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>ไม่ทราบ</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>เลือกทั้งหมด(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>เพิ่มขึ้น(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>ลดลง(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>เลือกสี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>สีพื้นฐาน(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>สีที่กำหนดเอง(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>เพิ่มในสีที่กำหนดเอง(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>เลือกสีจากหน้าจอ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>เคอร์เซอร์อยู่ที่ %1, %2
กด ESC เพื่อ​ยกเลิก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>เฉดสี(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>ความอิ่มตัว(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>ความสว่าง(&amp;V):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>แดง(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>เขียว(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>น้ำเงิน(&amp;U):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>ช่องอัลฟา(&amp;L):</translation>
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
        <translation>แยกหน้าต่าง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>แยก​แผง​ออก​มา​หรือ​ติด​กลับ​เข้า​ที่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>ปิดแผงนี้</translation>
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
ไม่พบโฟลเดอร์
โปรด​ตรวจ​สอบ​ว่า​ใส่​ชื่อ​โฟลเดอร์​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ไม่พบไฟล์
โปรด​ตรวจ​สอบ​ว่า​ใส่​ชื่อ​ไฟล์​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>มี %1 อยู่แล้ว
ต้องการ​แทนที่​หรือไม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>เลือก(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>ลบ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>ดูใน(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์ใหม่(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>เปิด(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>เปลี่ยนชื่อ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>บันทึก(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; ถูก​ป้องกัน​การ​เขียน
ต้องการ​ลบ​ต่อ​หรือไม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>ต้องการ​ลบ &apos;%1&apos; จริง​หรือไม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายละเอียด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>ลบโฟลเดอร์ไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>มุมมองรายละเอียด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>ชื่อไฟล์(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>ชนิดไฟล์(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>ค้นหาโฟลเดอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>ไปที่โฟลเดอร์แม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>มุมมองรายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและบุ๊กมาร์ก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์แม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>เอาออก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>บันทึกเป็น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>แสดง </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่ซ่อน(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>แถบข้าง</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>ใส่ค่า:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>เลิกทำ(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>ตัด(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>คัดลอก(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>วาง(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>แสดงรายละเอียด...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>ซ่อนรายละเอียด...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-20"/>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>บันทึกทั้งหมด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>ใช่(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>ใช่ทั้งหมด(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>ไม่ใช่(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>ไม่ใช่ทั้งหมด(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>ยุติ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>ลองอีกครั้ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>ข้าม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>ไม่บันทึก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>ความช่วยเหลือ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>รีเซ็ต</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>พิมพ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>พิมพ์(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>ตัวเลือก(&amp;O) &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>ตัวเลือก(&amp;O) &lt;&lt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>ทุกหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>หน้าคี่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>หน้าคู่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>ไฟล์ในเครื่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>เขียนไฟล์ PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>พิมพ์ลงไฟล์ (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>พิมพ์ลงไฟล์...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>มี %1 อยู่แล้ว
ต้องการ​เขียน​ทับ​หรือไม่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 เป็นโฟลเดอร์
โปรด​เลือก​ชื่อ​ไฟล์​อื่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>เขียนไฟล์ %1 ไม่ได้
โปรด​เลือก​ชื่อ​ไฟล์​อื่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>กำหนดหน้าไม่ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 เขียน​ไม่​ถูก​รูป​แบบ ใช้ &apos;,&apos; คั่น​ช่วง​และ​หน้า ใช้ &apos;-&apos; กำหนด​ช่วง และ​ช่วง​ต้อง​ไม่​ซ้อน​ทับ​กัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>ค่า &apos;จาก&apos; ต้อง​ไม่​มาก​กว่า​ค่า &apos;ถึง&apos;</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>จำนวนชุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>ช่วงที่พิมพ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>พิมพ์ทั้งหมด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>หน้าตั้งแต่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>ถึง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>หน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>หน้าปัจจุบัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>ส่วนที่เลือก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>ชุดหน้า(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>การตั้งค่าผลลัพธ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>จำนวนชุด:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>เรียงชุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>กลับลำดับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>ตัวเลือก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>โหมดสี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>สี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>ระดับสีเทา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>พิมพ์สองหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>เย็บด้านยาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>เย็บด้านสั้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>ระบุ​หน้า​หรือ​ช่วง​หน้า คั่น​ด้วย​จุลภาค ช่วง​หน้า​คือ​ตัวเลข​สอง​ตัว​คั่น​ด้วย​ขีด เช่น 3,5-7,9 พิมพ์​หน้า 3 5 6 7 และ 9</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>เครื่องพิมพ์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>ชื่อ(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>คุณสมบัติ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>ตำแหน่ง:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>ตัวอย่าง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>ชนิด:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>ไฟล์ผลลัพธ์(&amp;F):</translation>
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
        <translation>ยกเลิก</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>เลื่อนมาที่นี่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>ขอบซ้าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>บนสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>ขอบขวา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>ล่างสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>ไปทางซ้ายหนึ่งหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>ขึ้นหนึ่งหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>ไปทางขวาหนึ่งหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>ลงหนึ่งหน้า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>เลื่อนไปทางซ้าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>เลื่อนขึ้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>เลื่อนไปทางขวา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>เลื่อนลง</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>เลื่อนไปทางซ้าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>เลื่อนไปทางขวา</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>เลิกทำ(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>ตัด(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>คัดลอก(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>คัดลอกที่อยู่ลิงก์(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>วาง(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
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
        <translation> หรือ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>แถวบนสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>แถวที่สองจากบน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>แถวกลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>แถวที่สองจากล่าง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>แถวล่างสุด</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>คอลัมน์ซ้ายสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>คอลัมน์ที่สองจากซ้าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>คอลัมน์กลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>คอลัมน์ที่สองจากขวา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>คอลัมน์ขวาสุด</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>ตรงกลาง</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>เกมจบแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>เลือกรางวัลสำหรับ {puzzle} ก่อน: {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>เหลือ​เพียง​ช่วง​เก็บ​งาน​ท้าย​เกม: วางชิ้นส่วน (ชิ้นละ 1 แต้ม) หรือผ่าน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>ช่วง​เก็บ​งาน​ท้าย​เกม​มา​หลัง​รอบ​สุดท้าย</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>คุณ​มี​ปริศนา​ที่​ยัง​ไม่​สำเร็จ {limit} ใบแล้ว: ไข​ให้​สำเร็จ​หนึ่ง​ใบ​ก่อน​หยิบ​ใบ​ใหม่</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle} ไม่ได้อยู่ในตาราง: หยิบ​ปริศนา​ใบ​ใด​ใบ​หนึ่ง​ที่​หงาย​อยู่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle} ไม่ได้อยู่ในแถว: หยิบ​ปริศนา​ใบ​ใด​ใบ​หนึ่ง​ที่​หงาย​อยู่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>กองกลางว่าง: ไม่มีชิ้นส่วนให้หยิบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>เลือก​ชิ้นส่วน​ที่​จะ​หยิบ: {choices}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>เกมนี้ไม่มีชิ้นส่วน {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>คุณหยิบ {piece} ไม่ได้: ชิ้นส่วนระดับ 1 ที่หยิบได้คือ {choices}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>คุณหยิบ {piece} ไม่ได้: เลือก {choices}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>คุณไม่มี {piece} ชิ้นอื่นในคลังของคุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>คุณไม่มี {piece} ในคลังของคุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>แลก {piece} เป็นรูปทรงอื่น ไม่ใช่ {piece} อีกชิ้น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>กองกลางไม่มี {piece} เหลือแล้ว: เลือกชิ้นส่วนอื่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>ไม่​มี​ชิ้นส่วน​ระดับ​สูง​กว่า {level} เหลือให้อัปเกรด {piece}: แลกเปลี่ยน​ได้​อย่าง​เดียว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>การอัปเกรด {piece} จะไประดับ {next_level} ซึ่ง​เป็น​ระดับ​ถัด​ไป​ที่​ยัง​มี​ชิ้นส่วน​ใน​กองกลาง ไม่ใช่ระดับ {level}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>คุณ​ใช้​แอ็กชันมาสเตอร์​ใน​ตา​นี้​ไป​แล้ว</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>แอ็กชันมาสเตอร์​ต้อง​วาง​ชิ้นส่วน​อย่าง​น้อย​หนึ่ง​ชิ้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>แอ็กชันมาสเตอร์​วาง​ชิ้นส่วน​ได้​ไม่​เกิน​หนึ่ง​ชิ้น​ต่อ​ปริศนา​หนึ่ง​ใบ: {puzzle} มีสองชิ้น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>ไม่มีรางวัลให้เลือก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>รางวัลของ {puzzle} ต้องเป็น {choices}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>นี่​ไม่​ใช่​แอ็กชัน​ของ​เกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle} ไขสำเร็จแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle} ไม่ใช่ปริศนาของคุณ: วาง​ชิ้นส่วน​บน​ปริศนา​ของ​คุณ​เอง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>ชิ้นส่วน​ยื่น​ออก​นอก​การ์ด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>ชิ้นส่วน​ระบุ​ช่อง​เดียวกัน​สอง​ครั้ง ({square})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>ชิ้นส่วน​ทับ​ช่อง​ทึบ​ของ {puzzle} ({square}): ชิ้นส่วน​ต้อง​วาง​บน​ช่อง​ที่​เว้า​ลง</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>ชิ้นส่วนทับช่องของ {puzzle} ที่ถูกเติมแล้ว ({square})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>ช่อง​เหล่า​นี้​ไม่​ได้​เป็น​รูปทรง​ของ {piece}: ลองหมุนหรือพลิก</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>แอ็กชัน​นี้​ระบุ​ไว้​สำหรับ​ผู้เล่น {marked} แต่​ตอนนี้​เป็น​ตา​ของ​ผู้เล่น {current}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>ต้องการ​ชิ้นส่วน​เพิ่ม​อีก 1 ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>ต้องการ​ชิ้นส่วน​เพิ่ม​อีก {amount} ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>ช่องว่าง​ช่อง​สุดท้าย​ต้อง​ใช้​ชิ้นส่วน​ขนาด 1 ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>ช่องว่าง {amount} ช่องเป็นจำนวนคี่ แต่​ชิ้นส่วน​ทุก​ชิ้น​ครอบคลุม​ช่อง​เป็น​จำนวน​คู่</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>ช่องว่าง​ที่​อยู่​โดดเดี่ยว ({square}) ต้องใช้ชิ้นส่วนขนาด 1 ช่อง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>ไม่​มี​ชิ้นส่วน​ใด​วาง​ทับ​ช่องว่าง​ช่อง​หนึ่ง​ได้ ({square})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>พื้นที่แยกขนาด {amount} ช่อง (หนึ่งในนั้นคือ {square}) เติม​ด้วย​ชิ้นส่วน​เหล่า​นี้​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>พื้นที่แยก {amount} ส่วนเติมได้ทีละส่วน แต่​เติม​พร้อม​กัน​ทั้งหมด​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>ไม่​มี​ชุด​ชิ้นส่วน​เหล่า​นี้​ที่​วาง​ลง​ได้​พอดี</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>ปริศนาสองใบมีรหัส {puzzle} เหมือนกัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>ปริศนา {puzzle} มี​รหัส​เหมือน​กับ​ชิ้นส่วน​หนึ่ง​ชิ้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>รหัสปริศนา {shown} ต้อง​มี​อักขระ​ที่​พิมพ์​ได้ 1 ถึง 16 ตัว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}: สีต้องเป็นขาวหรือดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}: แต้มต้องอยู่ระหว่าง 0 ถึง 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}: รางวัล {reward} ไม่​ใช่​ชิ้นส่วน​ของ​สำรับ​นี้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>{puzzle} ไม่มีช่องที่เว้าลง: ระบายช่องที่ต้องเติม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle} เป็นสำเนาของ {other}: รูปทรง (เมื่อหมุนหรือสะท้อน) สี แต้ม และรางวัลเหมือนกัน</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>{puzzle} มีรูปทรงเหมือน {other} (เมื่อหมุนหรือสะท้อน) แต่​แต้ม​หรือ​รางวัล​ต่าง​กัน</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>อ่าน​สำรับ​กลับ​จาก​ไฟล์​ไม่​ได้: {reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>สำรับไม่มีชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>ชิ้นส่วน​สอง​ชิ้น​มี​รหัส {piece} เหมือนกัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>รหัสชิ้นส่วน {shown} ต้อง​มี​อักขระ​ที่​พิมพ์​ได้ 1 ถึง 16 ตัว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece} ต้อง​มี​ช่อง​ที่​เชื่อม​ต่อ​กัน 1 ถึง {max} ช่อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>{piece} มีรูปทรงเหมือน {other} (เมื่อหมุนหรือสะท้อน)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}: จำนวน​ใน​กองกลาง​ต้อง​อยู่​ระหว่าง 0 ถึง 99</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>{piece} ไม่มีในกองกลางเลย: จึงไม่ได้ใช้ในเกม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle} เติม​ด้วย​ชิ้นส่วน​ของ​สำรับ​นี้​ไม่​ได้ {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle} เติม​ด้วย​ชิ้นส่วน​ใน​กองกลาง​ไม่​ได้ {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>{puzzle} มี​ความ​เป็น​ไป​ได้​มาก​เกิน​ไป​สำหรับ​ตัวแก้ปริศนา: ภายใน​ขีด​จำกัด​จึง​บอก​ไม่​ได้​ว่า​กองกลาง​เติม​ได้​หรือ​ไม่</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle} เติมได้ แต่​มี​ความ​เป็น​ไป​ได้​มาก​เกิน​กว่า​จะ​นับ​วิธี​เติม​หรือ​หา​จำนวน​ชิ้นส่วน​น้อย​ที่สุด​ภายใน​ขีด​จำกัด​ของ​ตัวแก้ปริศนา</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}: ช่อง​ที่​เว้า​ลง​แบ่ง​เป็น​พื้นที่​แยก​กัน {parts} ส่วน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle} เติม​ได้​เพียง​วิธี​เดียว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>สำรับไม่มีปริศนาขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>สำรับไม่มีปริศนาดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>ตาราง​การ​เตรียม​เกม​ต้อง​ระบุ​จำนวน​ปริศนา​ดำ​สำหรับ​ผู้เล่น {players} คน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>ผู้เล่น {players} คนต้องใช้ปริศนาดำ {need} ใบ (ตารางการเตรียมเกม) แต่สำรับมี {have} ใบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>เมื่อมีผู้เล่น {players} คน ปริศนาดำทั้ง {need} ใบจะลงแถวพร้อมกัน: เกมจะจบหลังหนึ่งรอบ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>ผู้เล่น {players} คนต้องใช้ปริศนาขาว {need} ใบ (ตารางการเตรียมเกม) แต่สำรับมี {have} ใบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>แถวขาวมี {row} ตำแหน่ง แต่​สำรับ​มี​ปริศนา​ขาว​เพียง {have} ใบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>เกม​เดี่ยว​ต้อง​ใช้​ปริศนา​ขาว {need} ใบ แต่สำรับมี {have} ใบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>เกม​เดี่ยว​ต้อง​ใช้​ปริศนา​ดำ {need} ใบ แต่สำรับมี {have} ใบ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>เกมเดี่ยวแจกการ์ด 9 ใบ: การ​เตรียม​เกม​ต้อง​มี​ปริศนา​อย่าง​น้อย 9 ใบ (ตอนนี้มี {have} ใบ)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>คลังเริ่มต้นระบุ {piece} ซึ่ง​ไม่​ใช่​ชิ้นส่วน​ของ​สำรับ​นี้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>ผู้เล่น​สี่​คน​เริ่ม​ด้วย {piece} {need} ชิ้น แต่กองกลางมี {have} ชิ้น: ผู้เล่น​บาง​คน​จะ​เริ่ม​ด้วย​ชิ้นส่วน​อื่น</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>สำรับไม่มีชื่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>รางวัล: {rewards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>ไม่มีปริศนาใดให้ {pieces} เป็นรางวัล</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>ปริศนาขาว {count} ใบ รวม {points} แต้ม (ใบละ {low} ถึง {high} แต้ม)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>ปริศนาดำ {count} ใบ รวม {points} แต้ม (ใบละ {low} ถึง {high} แต้ม)</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>แอ็กชัน​นี้​ตั้งใจ​ไว้​สำหรับ​สถานการณ์​หลัง​แอ็กชัน​ที่ {step} แต่​เกม​ดำเนิน​ไป​ถึง​แอ็กชัน​ที่ {now} แล้ว: ดู​กระดาน​อีก​ครั้ง</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece} มีสีเดียวกับ {other}: แยก​กัน​ได้​ด้วย​รูปร่าง​เท่านั้น</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} เป็นรางวัลของปริศนา {puzzles} ใบ แต่กองกลางมีเพียง {have} ชิ้น: เมื่อหมดแล้ว ผู้เล่น​จะ​ได้​ชิ้นส่วน​อื่น​แทน</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>ไม่มี​ไฟล์​นี้ (แล้ว)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>นี่​เป็น​โฟลเดอร์ ไม่ใช่​ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>นี่​เป็น​ไปป์ (FIFO) ไม่ใช่​ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>นี่​เป็น​ซ็อกเก็ต ไม่ใช่​ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>นี่​เป็น​อุปกรณ์ ไม่ใช่​ไฟล์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>นี่​ไม่ใช่​ไฟล์​ธรรมดา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>อ่าน​ไฟล์​ไม่ได้: ไม่มี​สิทธิ์​เข้าถึง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>ไฟล์​นี้​เป็น​ลิงก์​ที่​วน​เป็น​วง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>อ่าน​ไฟล์​ไม่ได้: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>ชื่อ​ไฟล์​ไม่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>ตอนนี้​อ่าน​ไฟล์​ไม่ได้ (ไฟล์​ถูก​ล็อก​อยู่​หรือ​ยัง​ไม่​พร้อม)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>ไฟล์​มี​ขนาด {size} ใหญ่​เกิน​กว่า​ที่ {what} จะ​มี​ได้ (ไม่​เกิน {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>ไฟล์​ใหญ่​เกิน​กว่า​ที่ {what} จะ​มี​ได้ (ไม่​เกิน {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what}: ข้อความ​ไม่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what}: ยาว​เกิน {limit} อักขระ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what}: ต้อง​เป็น​ข้อความ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>ไฟล์​มี​ตัวเลข​ที่​ใหญ่​เกิน​กว่า​จะ​อ่าน​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>ไฟล์​ไม่ใช่​ข้อความ (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}: ไม่มี​ฟิลด์ “{key}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}: ฟิลด์ “{key}” ต้อง​เป็น​จำนวน​เต็ม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}: ฟิลด์ “{key}” มี​ชนิด​ไม่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}: รหัส​ไม่​ถูกต้อง {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where}: ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where}: ต้อง​มี​จำนวน​บวก​สำหรับ​ผู้เล่น {players} คน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>สำรับ​ต้อง​เป็น​ออบเจกต์ JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>สำรับ​ไม่มี​หมายเลข​รุ่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>สำรับ​เป็น​รุ่น {version} ใหม่​กว่า​ที่​เกม​นี้​อ่าน​ได้ ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>ไม่​รู้จัก​สำรับ​รุ่น {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>สำรับ​ไม่มี​ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>สำรับ​มี​รูปทรง​ชิ้นส่วน​มาก​เกินไป (ไม่​เกิน {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>ชิ้นส่วน {piece}: ช่อง​ต้อง​เขียน​เป็น​คู่​ตัวเลข แถว​และ​คอลัมน์ ค่า 0 ถึง 4 เช่น [1, 3]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>ชิ้นส่วน {piece}: ชิ้นส่วน​มี​ช่อง​ต่าง​กัน 1 ถึง {most} ช่อง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>ชิ้นส่วน {piece}: ช่อง​ของ​ชิ้นส่วน​ไม่​ต่อ​กัน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>ชิ้นส่วน {piece}: จำนวน​ต้อง​อยู่​ระหว่าง 0 ถึง 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>ชิ้นส่วน {piece}: สี​ต้อง​เขียน​เป็น #rrggbb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>ชิ้นส่วน​สอง​ชิ้น​มี​รหัส {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>ชิ้นส่วน {piece} และ {other} มี​รูปทรง​เดียว​กัน เมื่อ​ไม่​นับ​การ​หมุน​และ​การ​พลิก</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>สำรับ​มี​ปริศนา​มาก​เกินไป (ไม่​เกิน {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>ปริศนา​สอง​ใบ​มี​รหัส {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>ปริศนา {puzzle} มี​รหัส​เดียว​กับ​ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>ปริศนา {puzzle}: สี​ต้อง​เป็น “white” หรือ “black”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>ปริศนา {puzzle}: แต้ม​ต้อง​อยู่​ระหว่าง 0 ถึง 99</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>ปริศนา {puzzle}: รางวัล {shown} ไม่ใช่​ชิ้นส่วน​ของ​สำรับ​นี้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>ปริศนา {puzzle}: ช่อง​ต้อง​เป็น 5 แถว แถว​ละ 5 อักขระ “.” หรือ “#”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>ปริศนา {puzzle} ไม่มี​ช่อง​ที่​เว้า​ลง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>สำรับ: “setup” ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supply ต้อง​ระบุ​รหัส​ชิ้นส่วน​ของ​สำรับ​นี้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply: ไม่​เกิน {most} ชิ้น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_size ต้อง​เป็น​ตัวเลข 1 ถึง 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo: จำนวน​ปริศนา​ขาว​และ​ดำ​รวม​กัน​ต้อง​ได้​อย่าง​น้อย 9 ใบ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locks ต้อง​เป็น​ตัวเลข 3 ตัว (ล็อก​เหนือ​คอลัมน์ 1–3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supply ต้อง​มี​ตัวเลข​สำหรับ standard challenging และ unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>ไฟล์​ใหญ่​เกิน​กว่า​จะ​เป็น​สำรับ (เกิน {limit} MB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>ไฟล์​นี้​ไม่ใช่​ไฟล์​สำรับ JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>ไฟล์​ซ้อน​กัน​ลึก​เกิน​กว่า​จะ​เป็น​สำรับ</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>“{key}” ต้อง​เป็น​รายการ​รหัส​ปริศนา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where}: ต้อง​มี {size} ใบ​พอดี ไม่ใช่ {count} ใบ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}: ไม่​รู้จัก​รหัส​ปริศนา {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}: ไม่​รู้จัก​รหัส​ชิ้นส่วน {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}: {puzzle} เป็น​ปริศนา​ขาว ไม่ใช่​ปริศนา​ดำ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}: {puzzle} เป็น​ปริศนา​ดำ ไม่ใช่​ปริศนา​ขาว</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}: {puzzle} ปรากฏ​สอง​ครั้ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>บันทึก​การ​เล่น​ต้อง​เป็น​ออบเจกต์ JSON</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>บันทึก​ไม่มี​หมายเลข​รุ่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>ไม่​รองรับ​บันทึก​รุ่น {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>ไม่​รองรับ​บันทึก​รุ่น {version} (สร้าง​โดย​เกม​รุ่น​ที่​ใหม่​กว่า)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>สำรับ​ที่​ฝัง​มา​ไม่​ถูกต้อง: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>สำรับ​ที่​ฝัง​มา​ซ้อน​กัน​ลึก​เกินไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>“players” ต้อง​เป็น​รายการ​ชื่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>“solo” ต้อง​เป็น​ออบเจกต์​ที่​มี “difficulty” เป็น standard challenging หรือ unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>เกม​เดี่ยว​มี​ผู้เล่น​หนึ่ง​คน​พอดี</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>เกม​มี​ผู้เล่น 2 ถึง 4 คน ไม่ใช่ {count} คน (หรือ 1 คน​เมื่อ​มี “solo”)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>“seed” ต้อง​เป็น​จำนวน​เต็ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>“seed” อยู่​นอก​ช่วง​ที่​รับ​ได้</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>สำรับ​เกม​เดี่ยว​ต้อง​มี {size} ใบ​พอดี ไม่ใช่ {count} ใบ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>สำรับ​เกม​เดี่ยว​ไม่​ตรง​กับ​ค่า​ซีด</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>นี่​ไม่ใช่​ไฟล์​สำรับ​ของ Project L (รูปแบบ​ไม่ใช่ “{format}”)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>สำรับ​นี้​เป็น​ฉบับ​ร่าง ยัง​เล่น​เดี่ยว​ไม่​ได้ (project-l deck validate บอก​ว่า​ขาด​อะไร)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>สำรับ​นี้​เป็น​ฉบับ​ร่าง ยัง​เล่น​กับ​ผู้เล่น {players} คน​ไม่​ได้ (project-l deck validate บอก​ว่า​ขาด​อะไร)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>ช่อง &apos;back&apos; ของ​สำรับ​ต้อง​เป็น​ออบเจ็กต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>แบบ​ด้านหลัง​การ์ด​ต้อง​เป็น​แบบ​ใด​แบบ​หนึ่ง​ต่อไปนี้ {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>รูป​ด้านหลัง​การ์ด​ต้อง​เป็น​ข้อความ (ไฟล์ PNG หรือ JPEG ใน​รูปแบบ base64)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>รูป​ด้านหลัง​การ์ด​ไม่​ใช่​ข้อความ base64</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>รูป​ด้านหลัง​การ์ด​ใหญ่​กว่า {kb} kB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>รูป​ด้านหลัง​การ์ด​ต้อง​เป็น​ภาพ PNG หรือ JPEG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>การ์ด​ที่​คัดลอก​มี​ขนาด​ใหญ่​เกิน​ไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>ใน​คลิปบอร์ด​ไม่มี​การ์ด​ที่​คัดลอก​ไว้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>อ่าน​การ์ด​ที่​คัดลอก​จาก​รุ่น {version} ไม่​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>การ์ด​ที่​คัดลอก​ขาด​ปริศนา​หรือ​ชิ้นส่วน​ของ​มัน</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>นี่​ไม่ใช่​บันทึก​การ​เล่น​ของ Project L (รูปแบบ​ไม่ใช่ “{format}”)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>บันทึก​เกม​เดี่ยว​ระบุ “{key}” เพียง​ชุด​เดียว ไม่ใช่​สำรับ​ขาว​และ​สำรับ​ดำ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>บันทึก​ไม่ได้​ระบุ​ทั้ง “{key}” และ “seed”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>“{key}” ใช้​ใน​บันทึก​เกม​เดี่ยว​เท่านั้น ให้​ระบุ “white_deck” และ “black_deck”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>ให้​ระบุ​ทั้ง “white_deck” และ “black_deck”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>บันทึก​ไม่ได้​ระบุ​ทั้ง​สำรับ​และ “seed”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>สำรับ​ไม่​ตรง​กับ​ค่า​ซีด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>“actions” ต้อง​เป็น​รายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>บันทึก​มี​แอ็กชัน​เกิน {most} ครั้ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}: “player” ต้อง​เป็น​หมายเลข​ผู้เล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>ฟิลด์​ที่​เกม​ไม่​รู้จัก​มี​ข้อความ​ที่​ไม่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>ไฟล์​ใหญ่​เกิน {limit} MB: ใหญ่​เกินไป​สำหรับ​บันทึก​การ​เล่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>ไฟล์​ไม่ใช่ JSON (บรรทัด {line})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>ไฟล์​ซ้อน​กัน​ลึก​เกิน​กว่า​จะ​เป็น​บันทึก​การ​เล่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}: ไม่มี​ฟิลด์ “{key}” หรือ​ไม่ใช่​ข้อความ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}: “cells” ต้อง​เป็น​รายการ​คู่​ตัวเลข แถว​และ​คอลัมน์ เช่น [[0, 1], [1, 1]]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}: ช่อง​ต้อง​เขียน​เป็น​คู่​ตัวเลข แถว​และ​คอลัมน์ เช่น [1, 3]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}: ช่อง [{row}, {col}] อยู่​นอก​การ์ด (0–4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}: การ​วาง​ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}: “placements” ต้อง​เป็น​รายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}: ฟิลด์ “piece” ต้อง​เป็น​ข้อความ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}: ไม่​รู้จัก​ชนิด​แอ็กชัน {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}: ไม่มี​ฟิลด์ “type” หรือ​ไม่ใช่​ข้อความ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>เกม​มี​ผู้เล่น {players} คน แต่​ระบุ​ที่นั่ง {seats} ที่</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>เล่น​แอ็กชัน​ที่ {index} ของ​เกม​ซ้ำ​ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>ไฟล์​ว่าง​เปล่า</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>ไฟล์​มี​ขนาด {size} ใหญ่​เกิน​กว่า​ที่​เกม​ที่​บันทึก​ไว้​จะ​มี​ได้ (ไม่​เกิน {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้: ไฟล์​ไม่ใช่​ข้อความ (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>ไฟล์​ขาด​หาย: จบ​กลาง​ข้อมูล (บรรทัด {line})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้: ไฟล์​ไม่ใช่ JSON ที่​ถูกต้อง (บรรทัด {line} คอลัมน์ {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้: ข้อมูล​ซ้อน​กัน​ลึก​เกินไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้: มี​ตัวเลข​ที่​ยาว​เกินไป</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้: ไฟล์​มี {holds} ไม่ใช่​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>นี่​เป็น​ไฟล์​สำรับ​ของ Project L ไม่ใช่​เกม​ที่​บันทึก​ไว้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้​ของ Project L: รูปแบบ​คือ {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>นี่​ไม่ใช่​เกม​ที่​บันทึก​ไว้​ของ Project L: ไม่มี​ฟิลด์ “format”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>เกม​ที่​บันทึก​ไว้​ไม่มี​หมายเลข​รุ่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>ตอนนี้​ไฟล์​มี​เกม​อื่น​อยู่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>เกม​นี้​บันทึก​โดย Project L รุ่น​ที่​ใหม่​กว่า (ไฟล์​รุ่น {version} รุ่น​นี้​อ่าน​ได้​ถึง​รุ่น {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>ไม่​รองรับ​ไฟล์​รุ่น {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง {key} อยู่​นอก​ช่วง​ที่​รับ​ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง {key} ไม่ใช่​ตัวเลข​ที่​มี​ขอบเขต</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง {key} ต้อง​เป็น​ข้อความ ตัวเลข true/false หรือ null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง (“view”) ของ​ไฟล์​บันทึก​ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>ไฟล์​บันทึก​มี​การ​ตั้ง​ค่า​มุม​มอง​เกิน {most} รายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง {key} มี​รายการ​มาก​เกินไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>{key} ของ​ไฟล์​บันทึก​ต้อง​เป็น​ข้อความ​สั้น ๆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>ส่วน “app” ของ​ไฟล์​บันทึก​ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>“save_version” ของ​ไฟล์​บันทึก​ต้อง​เป็น​จำนวน​เต็ม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>เกม​นี้​บันทึก​โดย Project L รุ่น​ที่​ใหม่​กว่า (การ​บันทึก​รุ่น {version} รุ่น​นี้​อ่าน​ได้​ถึง​รุ่น {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>“seats” ของ​ไฟล์​บันทึก​ต้อง​เป็น​รายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>ไฟล์​บันทึก​มี​ที่นั่ง {seats} ที่​สำหรับ​ผู้เล่น {players} คน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>ที่นั่ง {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>ที่นั่ง {number} คือ {shown} แต่​ผู้เล่น​คน​ที่ {number} ใน​บันทึก​คือ {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>การ​ตั้ง​ค่า​เครือข่าย​ของ​ไฟล์​บันทึก: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>แอ็กชัน​ที่ {index}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>ที่นั่ง​ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>ที่นั่ง​ต้อง​มี​ชื่อ 1 ถึง 100 อักขระ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>ชื่อ​ของ​ที่นั่ง​ไม่ใช่​ข้อความ​ที่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>ไม่​รู้จัก​ชนิด​ที่นั่ง {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>ไม่​รู้จัก​ระดับ AI {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>ชื่อ​เกม​มี 1 ถึง {most} อักขระ​ที่​ใช้​ใน​ชื่อ​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>ไม่มี​พอร์ต TCP {shown}: พอร์ต​มี​ตั้งแต่ 1 ถึง 65535</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>AI จะ​เข้า​เล่น​แทน​หลัง 1 วินาที​ถึง 1 ชั่วโมง ไม่ใช่ {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>ที่อยู่​ของ​เซิร์ฟเวอร์​เป็น​ที่อยู่ ws:// หรือ wss://</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>การ​ตั้ง​ค่า​เครือข่าย​ต้อง​เป็น​ออบเจกต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>การ​ตั้ง​ค่า​เครือข่าย​ต้อง​มี​ชื่อ​เกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>พอร์ต​ต้อง​เป็น​จำนวน​เต็ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>“offer_lan” ต้อง​เป็น true หรือ false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>“takeover_seconds” ต้อง​เป็น​จำนวน​เต็ม​หรือ null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>“server” ต้อง​เป็น​ที่อยู่​หรือ null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>ช่อง​ของ​ปริศนา​ต้อง​เป็น 5 แถว แถว​ละ 5 อักขระ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>สี​ของ​ปริศนา​ต้อง​เป็น “white” หรือ “black”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>ปริศนา​มี​ฟิลด์​ชนิด​ไม่​ถูกต้อง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>ไฟล์​บันทึก​อัตโนมัติ​ใหญ่​เกินไป</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>ไฟล์​บันทึก​อัตโนมัติ​ไม่ใช่ JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>นี่​ไม่ใช่​ไฟล์​บันทึก​อัตโนมัติ​ของ​ตัว​แก้ไข</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>ไฟล์​บันทึก​อัตโนมัติ​ไม่มี​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>อ่าน​สำรับ​ใน​ไฟล์​บันทึก​อัตโนมัติ​ไม่ได้ (ฟิลด์ {key})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>เกม​ที่​บันทึก​ไว้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>บันทึก​การ​เล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>การ​ตั้ง​ค่า​การ​เป็น​โฮสต์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>ชื่อ​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>รหัส​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>คำ​อธิบาย​สำรับ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>ชิ้นส่วน​ที่ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>ชิ้นส่วน {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>ชื่อ​ของ​ชิ้นส่วน {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>ปริศนา​ใบ​ที่ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>ปริศนา {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>รางวัล​ของ​ปริศนา {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>รหัส​ของ {item}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>สำรับ​ขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>สำรับ​ดำ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>ส่วน​ขาว​ของ​สำรับ​เกม​เดี่ยว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>ส่วน​ดำ​ของ​สำรับ​เกม​เดี่ยว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>ชื่อ​ผู้เล่น​คน​ที่ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>แอ็กชัน​ที่ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where} การ​วาง​ครั้ง​ที่ {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>ชื่อ​การ​ตั้ง​ค่า​มุม​มอง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>การ​ตั้ง​ค่า​มุม​มอง {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>{key} ของ​ไฟล์​บันทึก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>รายการ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>ข้อความ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>ตัวเลข</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>บันทึก {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>สร้าง​โฟลเดอร์ {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>ใช้​โฟลเดอร์ {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>โปรแกรม​อื่น​กำลัง​ใช้​โฟลเดอร์ {path} อยู่</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>เขียน​ไฟล์​การ​ตั้ง​ค่า {path} ไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} เป็น​ไฟล์ ไม่ใช่​โฟลเดอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>ใช้​โฟลเดอร์​ประวัติ {path} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>ใช้​โฟลเดอร์​บันทึก​อัตโนมัติ {path} ไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>ใส่​เกม​ลง​ใน​ประวัติ​ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>ย้าย {path} ไป​ที่ {folder} ไม่ได้: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>ดิสก์​เต็ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>ไม่มี​สิทธิ์​เข้าถึง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>ดิสก์​อ่าน​ได้​อย่าง​เดียว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>ไม่มี​โฟลเดอร์​นี้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>ส่วน​หนึ่ง​ของ​เส้นทาง​เป็น​ไฟล์ ไม่ใช่​โฟลเดอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>มี​โฟลเดอร์​ชื่อ​เดียว​กัน​ขวาง​อยู่</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>AI เลือก​แอ็กชัน​ที่​ผิด​กติกา: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>AI ตอบ {shown} ซึ่ง​ไม่ใช่​แอ็กชัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>ข้อผิดพลาด​ใน​โปรแกรม: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>ช่วง: %1 · รอบ %2 · ตา​ของ​ผู้เล่น %3 · %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>เหลือ %n แอ็กชัน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1: %2: %3 ไขสำเร็จ %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>ออโตมา: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>ผู้ชนะ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>ออโตมา</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n แต้ม</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>ผลตามคู่แข่ง</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>ไม่มีเกมให้แสดง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1: ชนะ %2 ชนะร่วม %3 แพ้ %4</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 ชนะออโตมา!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>ออโตมาชนะ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 ชนะ!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1 ชนะร่วมกัน</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>เสมอที่ %1: เมื่อเสมอ ออโตมาเป็นฝ่ายชนะ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 ต่อ %2 ของออโตมา</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1 มีแต้มมากที่สุด (%2 ต่อ %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>เสมอที่ %1: %2 ชนะ​เพราะ​ไข​ปริศนา​สำเร็จ​มาก​กว่า (%3 ต่อ %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>ที่ 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>ที่ 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>ที่ 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>ที่ 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>ที่ 5</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>ออโตมา</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>ผลการแข่งขัน</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>เกมยังไม่จบ</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>แต้มในแต่ละรอบ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>เล่นอีกครั้ง(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>ผู้เล่นและสำรับเดิม แจกใหม่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>ดูเกมนี้ย้อนหลัง(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>ไล่​ดู​เกม​ที​ละ​ขั้น​ตั้งแต่​แอ็กชัน​แรก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>เกมใหม่(&amp;N)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>ดูโต๊ะ(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the players and deck of a new game</source>
        <translation>เลือก​ผู้เล่น​และ​สำรับ​ของ​เกม​ใหม่</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>ปิด​ผล​การ​แข่งขัน​และ​ดู​โต๊ะ​ตาม​ที่​เกม​จบ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – ผู้ชนะ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>เก็บงานท้ายเกม: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>เก็บงานท้ายเกม: ไม่มี</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>ปริศนา: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>ปริศนา​ที่​ยัง​ไม่​สำเร็จ: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>ตัวนับที่เหลือ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>ชิ้นส่วนที่เหลือ: %1</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Your &amp;statistics</source>
        <translation>สถิติของคุณ(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>เกมที่ชนะและแพ้ เรตติ้งเมื่อเล่นกับคอมพิวเตอร์ เกมที่ดีที่สุด และอื่น ๆ</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>ดูย้อนหลัง: %1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>แอ็กชันของเกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>แอ็กชัน</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>ไปที่การแจก (Home)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>ย้อนหนึ่งตา (Page Up)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>ย้อนหนึ่งแอ็กชัน (Left)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>เล่นเกมต่อจากตรงนี้ (Space)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>ไป​ข้าง​หน้า​หนึ่ง​แอ็กชัน (Right)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>ไปข้างหน้าหนึ่งตา (Page Down)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>ไปที่ตอนจบ (End)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>เล่นต่อจากตรงนี้(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>เริ่ม​เกม​ใหม่​ที่​เล่น​ต่อ​จาก​ตำแหน่ง​ที่​แสดง​อยู่</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>ตำแหน่งในเกม</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>ดูย้อนหลัง</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>วิเคราะห์​เกม(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>คอมพิวเตอร์​ตรวจ​ทุก​ตา​และ​ทำ​เครื่องหมาย​ตา​ที่​เสีย​แต้ม (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>แสดง​ตา​ที่​ดีกว่า(&amp;B)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>ใน​ตา​ที่​ถูก​ทำ​เครื่องหมาย: แสดง​ตา​ที่​ดีกว่า (หรือ​ตา​ที่​เล่น) ​บน​โต๊ะ (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>ตา​ที่​ถูก​ทำ​เครื่องหมาย​ถัดไป(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>แสดง​ตา​ถัดไป​ที่​การ​วิเคราะห์​ทำ​เครื่องหมาย​ไว้ (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>ตา​ที่​ถูก​ทำ​เครื่องหมาย​ก่อนหน้า(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>แสดง​ตา​ก่อนหน้า​ที่​การ​วิเคราะห์​ทำ​เครื่องหมาย​ไว้ (Shift+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>การ​วิเคราะห์(&amp;N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>แสดง​แผง​การ​วิเคราะห์(&amp;P)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>การแจก (ก่อนแอ็กชันแรก)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(หนึ่งแอ็กชัน)</translation>
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
            <numerusform>การแจก รวม %n แอ็กชัน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>แอ็กชัน %1 จาก %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - เกมจบแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - รอบ %2 ตาของ %3</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>หยุดชั่วคราว (Space)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>วิเคราะห์​เกม​นี้​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>ยกเลิก​การ​วิเคราะห์​แล้ว</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>วิเคราะห์​เสร็จ​แล้ว: ตา​ที่​ถูก​ทำ​เครื่องหมาย %n ​ตา</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>การ​วิเคราะห์​ล้มเหลว: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>ไม่ได้​บันทึก​การ​วิเคราะห์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>เขียน​การ​วิเคราะห์​ลง %1 ​ไม่​ได้:
%2

การ​วิเคราะห์​แสดง​อยู่​ที่​นี่ ​วิเคราะห์​อีก​ครั้ง​จะ​ทำ​ใหม่</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(ไม่มี)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(หลายค่า)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (ไม่​ใช่​ชิ้นส่วน​ของ​สำรับ​นี้)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>คู่มืออ้างอิงกติกา</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>การ​ติดตั้ง​นี้​ไม่​มี​เอกสาร​กติกา (docs/rules.md)</translation>
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
        <translation>ดู​เกม​ที่​บันทึก​ไว้​ย้อนหลัง(&amp;V)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>ดูเกมนี้ย้อนหลัง(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>ประวัติ(&amp;H)…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>เปิดเกมไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>เปิด %1 ไม่ได้:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>ดูเกมย้อนหลัง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>เกมที่บันทึกไว้ (*%1);;บันทึกการเล่น (*.json);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>สถิติ(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>เกมที่ชนะและแพ้ เรตติ้งเมื่อเล่นกับคอมพิวเตอร์ เกมที่ดีที่สุด และอื่น ๆ</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>ออโตมา</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>คะแนนในแต่ละรอบ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>เริ่ม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>จบ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>แต้มเมื่อจบแต่ละรอบ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation> คะแนน​สุดท้าย %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>รอบ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>แต้ม</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>คะแนนของแต่ละเกม</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>ไม่มีเกมให้แสดง</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n เกม: คะแนนตั้งแต่ %1 ถึง %2 ล่าสุด %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · คะแนน %3
คลิกเพื่อดูเกมนี้ย้อนหลัง</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>เกม เรียงจากเก่าไปใหม่</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>ค่าเฉลี่ย 5 เกมล่าสุด</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L ให้บริการที่ %1 (โพรโทคอล %2 ห้อง​สูงสุด %n ห้อง) กด Ctrl+C เพื่อ​หยุด</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>เซิร์ฟเวอร์​หยุด​แล้ว</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>อ่าน​ไฟล์​รหัสผ่าน %1 ไม่ได้: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>ไฟล์​รหัสผ่าน %1 ไม่มี​รหัสผ่าน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>ใช้​ใบรับรอง TLS และ​กุญแจ​ไม่ได้: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>รอ​การเชื่อมต่อ​ที่ %1 พอร์ต %2 ไม่ได้: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>SD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>เฉลี่ย ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>ออโตมา</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>ส่วนต่าง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>เดี่ยว %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>ผู้เล่น %n คน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2 · %3) · ค่าซีด %4-%5 · งบ​เวลา​ของ AI ระดับ​ยาก %6 วินาที · %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n เกม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n งาน</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>บันทึกการเล่น: เขียน %1 ไปที่ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>ไม่รู้จักระดับ AI %1 (เลือก %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players ต้องมีระดับ AI อย่างน้อยหนึ่งระดับ</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>เกมหนึ่งมีผู้เล่น 2 ถึง 4 คน ไม่ใช่ %n คน (หรือใช้ --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo รับระดับได้ 1 ถึง 4 ระดับ (เล่นทีละระดับ) ไม่ใช่ %n ระดับ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>สร้าง %1 ไม่ได้: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>เขียน​บันทึก​การ​เล่น​ไม่​ได้: %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>สำรับ: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>สถิติของคุณ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>ช่วงเวลา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>คู่แข่ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>จำนวนผู้เล่นที่โต๊ะ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>ผู้เล่น(&amp;P):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>ช่วงเวลา(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>คู่แข่ง(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>โต๊ะ(&amp;T):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>ส่งออกเป็น CSV(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>ทุกเกมในสถิตินี้ เกมละหนึ่งบรรทัด สำหรับโปรแกรมตารางคำนวณ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>ทุกเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>คู่แข่ง</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>ส่วนต่าง</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>เก็บงานท้ายเกม</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>เรตติ้ง</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>เกม(&amp;G)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>คะแนนของแต่ละเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>ผลตามคู่แข่ง</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>เกมที่ดีที่สุด</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>ชิ้นส่วนที่ใช้บ่อยที่สุด</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>สถิติเกมเดี่ยว</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>ความยาก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>ส่วนต่างที่ดีที่สุด</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>ภาพรวม(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>ทุกเกม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>7 วันล่าสุด</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>30 วันล่าสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>12 เดือนล่าสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>ทุกคน</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>กี่คนก็ได้</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>ผู้เล่น 2 คน</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>ผู้เล่น 3 คน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>ผู้เล่น 4 คน</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>คอมพิวเตอร์ (ง่าย)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>คอมพิวเตอร์ (ปานกลาง)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>คอมพิวเตอร์ (ยาก)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>โต๊ะผสม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>คนเท่านั้น</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>เกมเดี่ยว</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ ชนะ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= ชนะร่วมกัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ แพ้</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>มาตรฐาน</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>ท้าทาย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>ไร้พ่าย</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>กำลังอ่านเกมของคุณ…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>กำลังอ่านเกมของคุณ… %1 จาก %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ อ่านประวัติไม่ได้: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>ยังไม่มีเกมในประวัติ ทุกเกมที่คุณเล่นจบ (หรือทิ้งไว้เพื่อเล่นเกมอื่น) จะถูกเก็บไว้ที่นั่น และนับรวมที่นี่</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>ไม่นับเกมที่ยังไม่จบ %n เกม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>ไม่นับเกมบทเรียน %n เกม</numerusform>
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
            <numerusform>⚠ อ่านเกมในประวัติไม่ได้ %n เกม จึงไม่นับ: %1</numerusform>
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
            <numerusform>หลังเล่นกับคอมพิวเตอร์ %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>เล่นกับ​คอมพิวเตอร์​เพื่อ​รับ​เรตติ้ง</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>เรตติ้งแบบ Elo (Glicko) ตามระดับของคอมพิวเตอร์: ง่าย %1 ปานกลาง %2 ยาก %3 เปลี่ยน​หลังจบ​แต่ละเกม​ที่เล่นกับ​คอมพิวเตอร์ ฝีมือของคุณอยู่ในช่วง ± ด้วยความมั่นใจ 95%</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>ชนะ %1 · ชนะร่วม %2 · แพ้ %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · เดี่ยว %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>คะแนนเฉลี่ย</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/เกม · ค่าเฉลี่ย %n เกมล่าสุด: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>ปริศนาที่ไขสำเร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>ขาว %1 · ดำ %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>แต้มที่จ่ายใน %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
คลิกเพื่อดูเกมนี้ย้อนหลัง</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: วาง %n ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>เปิดเกมไม่ได้</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>ส่งออกสถิติ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>ส่งออกสถิติไม่ได้</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>เขียน %1 ไม่ได้:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>ส่งออก %n เกมไปยัง %1 แล้ว</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>สถานะ</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>คอลัมน์ซ้าย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>คอลัมน์กลาง</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>คอลัมน์ขวา</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>คอลัมน์ %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>ย้อนคืนแล้ว</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 กำลังคิด…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>AI เดินไม่ได้: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>เกมจบ: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>ตาของ %1 จบแล้ว: กด ดำเนินต่อ (Space) เพื่อให้ %2 เล่น</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>ตาของ %1 จบแล้ว: %2 เล่นต่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>ดำเนินต่อ (Space)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>เลือกรางวัลสำหรับ %1: คลิก​ชิ้นส่วน​ที่​เรืองแสง​ใน​กองกลาง (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1: เก็บงานท้ายเกม วาง​ชิ้นส่วน​บน​ปริศนา​ของ​คุณ (ชิ้นละ 1 แต้ม) แล้วกด เสร็จสิ้น</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>แอ็กชันมาสเตอร์: วาง​ชิ้นส่วน​หนึ่ง​ชิ้น​บน​ปริศนา​แต่ละ​ใบ​ที่​ต้องการ แล้วกด ยืนยัน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1: หยิบปริศนา หยิบชิ้นส่วนระดับ 1 ลาก​ชิ้นส่วน​ไป​วาง​บน​ปริศนา หรือ​คลิก​ชิ้นส่วน​ใน​คลัง​เพื่อ​อัปเกรด</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>ไม่มีเกมอยู่บนโต๊ะ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>เกมจบแล้ว: เริ่มเกมใหม่จากเมนู เกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>รอ​จน​กว่า​ชิ้นส่วน​จะ​วาง​ลง​เสร็จ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>เป็นตาของ %1 (ผู้เล่นคอมพิวเตอร์)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>รอสักครู่: คอมพิวเตอร์กำลังคิด</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>แอ็กชันมาสเตอร์​ต้อง​มี​ปริศนา​ให้​วาง​ชิ้นส่วน</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>เก็บงานท้ายเกม: วางแล้ว %n ชิ้น (-%n แต้ม) กด เสร็จสิ้น เพื่อดำเนินการ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>แอ็กชันมาสเตอร์: วางแผนไว้ %n ชิ้น กด ยืนยัน เพื่อดำเนินการ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>วาง %1 บนปริศนา (แป้นพิมพ์)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>อัปเกรด %1 เป็น</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>แลก %1 เป็น</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>ไม่​มี​ชิ้นส่วน​ใน​กองกลาง​ให้​อัปเกรด​หรือ​แลกเปลี่ยน</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (ระดับ %2 เหลือ %3)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>ต้อง​เริ่ม​กระบวนการ​ช่วย​ของ​ผู้เล่น​คอมพิวเตอร์​ใหม่ เกม​ยัง​ดำเนิน​ต่อ</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>AI ระดับง่าย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>AI ระดับปานกลาง</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>AI ระดับยาก</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>กองกลาง</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>ดำ</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>รอบ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>เกมจบ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>ผลการแข่งขัน</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>เก็บ​งาน​ท้าย​เกม​ของ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>วางแล้ว %1 ชิ้น เสีย -%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>ชิ้นส่วน​แต่ละ​ชิ้น​ที่​วาง​เสีย 1 แต้ม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>เก็บงานท้ายเกม</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1: เลือกรางวัล</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>ตาของ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>แอ็กชันที่เหลือ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>แอ็กชันมาสเตอร์: ใช้แล้ว</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>แอ็กชันมาสเตอร์: วางแผน %n ชิ้น</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>แอ็กชันมาสเตอร์: ใช้ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>รอบสุดท้าย</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>รอบ​หน้า​เป็น​รอบ​สุดท้าย</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>ผ่าน​เครือข่าย</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 เล่น​อยู่​ที่​คอมพิวเตอร์​เครื่อง​อื่น</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>หลุด​การ​เชื่อม​ต่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1 หลุด​การ​เชื่อม​ต่อ: เข้า​ร่วม​ใหม่​ได้​ด้วย​รหัส​เชิญ​และ​ชื่อ​เดิม</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>AI​เล่น​แทน​ชั่วคราว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1 หลุด​การ​เชื่อม​ต่อ: AI​จะ​เล่น​แทน​จน​กว่า​จะ​เข้า​ร่วม​อีก​ครั้ง</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>มนุษย์</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>ผู้ชนะ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>กำลังเล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>กำลังเก็บงาน</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>คะแนน: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>ไขสำเร็จ: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>กอง</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>ว่าง</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>สำรับ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>ล็อก</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>มาตรฐาน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>ท้าทาย</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>ไร้พ่าย</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>ออโตมา (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>ปริศนาที่หยิบไป: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>คลังของออโตมา: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>เก็บงาน -%1</translation>
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
            <numerusform>จำนวน​ชิ้นส่วน​น้อย​ที่สุด​ที่​เติม​ได้: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>ชิ้นส่วน​ของ​สำรับ​นี้​เติม​ปริศนา​นี้​ไม่​ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>จำนวน​ชิ้นส่วน​น้อย​ที่สุด​ที่​เติม​ได้: ยากเกินกว่าจะคำนวณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>จำนวน​ชิ้นส่วน​น้อย​ที่สุด​ที่​เติม​ได้: กำลังคำนวณ…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>ปริศนา %1: %n แต้ม</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>รางวัล: ชิ้นส่วน %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>ต้องเติม %n ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>ยังว่างอยู่ %n ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>กองกลาง: ชิ้นส่วน %1 เหลือ %n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>คลังของ %1: ชิ้นส่วน %2 จำนวน %n ชิ้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>สำรับขาว: เหลือ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>สำรับดำ: เหลือ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>สำรับ: เหลือ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>คอลัมน์ %1 ถูกล็อกด้วยตัวนับ %n ตัว</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>คอลัมน์ %1 เปิดอยู่</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1 ไขปริศนาสำเร็จแล้ว %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n แต้ม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>ปริศนาที่ไขสำเร็จ: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>เก็บงานท้ายเกม: %n ชิ้น หัก %n แต้ม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>ออโตมา​หยิบ​ปริศนา​ไป​แล้ว %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>คะแนนของออโตมา: %n แต้ม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>คลังของออโตมา: ตัวนับ %n ตัว</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>โต๊ะเกม</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tab ไป​ยัง​การ์ด​หรือ​ชิ้นส่วน​ถัด​ไป Enter ใช้งาน​สิ่ง​ที่​เลือก​อยู่ ดูปุ่มทั้งหมดได้ที่ วิธีใช้ &gt; แป้นพิมพ์</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>กำลัง​ประมาณ​เวลา​ที่เหลือ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>เหลือ​ไม่​ถึง​หนึ่ง​นาที</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>เหลือ​อีก​ประมาณ %n นาที</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>เหลือ​อีก​ประมาณ %n ชั่วโมง</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>เลือกรางวัลของคุณ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>ชิ้นส่วน​รางวัล​ของ​ปริศนา​ของ​คุณ​หมด​แล้ว คุณ​จึง​เลือก​ชิ้น​อื่น​แทน: คลิก​กอง​ที่​เรืองแสง​กอง​หนึ่ง​ใน​กองกลาง</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>สำรับดำหมดแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>เกมใกล้จบแล้ว: เล่น​รอบ​ที่​สำรับ​ดำ​หมด​ให้​จบ แล้ว​เล่น​อีก​หนึ่ง​รอบ​เต็ม (รอบสุดท้าย) หลัง​จาก​นั้น​คือ​ช่วง​เก็บ​งาน​ท้าย​เกม​และ​การ​นับ​คะแนน</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>สำรับหมดแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>เกมใกล้จบแล้ว: หลังจากตาที่สำรับหมด คุณ​เล่น​อีก​หนึ่ง​ตา​และ​ออโตมา​อีก​หนึ่ง​ตา แล้ว​จึง​เข้า​สู่​ช่วง​เก็บ​งาน​ท้าย​เกม ปริศนา​ทุก​ใบ​ที่​คุณ​ยัง​ไข​ไม่​สำเร็จ​จะ​ทำให้​เสีย​แต้ม​เท่ากับ​แต้ม​ของ​มัน</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>เก็บงานท้ายเกม</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>โอกาส​สุดท้าย​ที่​จะ​ไข​ปริศนา​ให้​สำเร็จ: วาง​ชิ้นส่วน​ใด​ก็​ได้​จาก​คลัง​ของ​คุณ​ลง​บน​ปริศนา​ของ​คุณ โดย​เสีย​ชิ้น​ละ​หนึ่ง​แต้ม แล้วกด เสร็จสิ้น ปริศนา​ที่​ไข​สำเร็จ​ตอนนี้​ได้​แต้ม แต่ไม่ได้รางวัล</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>ไข​ปริศนา​ใบ​นี้​ให้​สำเร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>ชิ้นส่วน​หนึ่ง​ชิ้น​ใน​คลัง​ของ​คุณ​เติม​ส่วน​ที่​เหลือ​ของ​ปริศนา​ใบ​นี้​ได้​พอดี ปริศนา​ที่​ไข​สำเร็จ​จะ​ให้​แต้ม คืน​ชิ้นส่วน​ที่​วาง​อยู่ และ​ให้​ชิ้นส่วน​รางวัล​แก่​คุณ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>กองหนึ่งหมดแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>เมื่อ​คุณ​ต้อง​หยิบ​ชิ้นส่วน​ที่​หมด​แล้ว ให้​หยิบ​ชิ้น​อื่น​ใน​ระดับ​เดียวกัน​แทน ถ้าระดับนั้นหมดด้วย ให้​เลือก​จาก​ระดับ​ที่​สูง​กว่า​ที่​ใกล้​ที่สุด หรือ​ระดับ​ใด​ก็​ได้​ที่​ต่ำ​กว่า</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>คอลัมน์ถูกล็อก</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>ออโตมา​หยิบ​ปริศนา​ที่​ดี​ที่สุด​จาก​คอลัมน์​ที่​ไม่​มี​ตัวนับ และ​ตอนนี้​ตัวนับ​ของ​มัน​ล็อก​คอลัมน์​นั้น​ไว้ ทุก​ครั้ง​ที่​คุณ​หยิบ​ปริศนา ตัวนับ​หนึ่ง​ตัว​จะ​ย้าย​ออก​จาก​คอลัมน์​ของ​ปริศนา​นั้น เก็บ​ปริศนา​ที่​มี​ค่า​ไว้​ใน​คอลัมน์​ที่​ถูก​ล็อก หรือหยิบมันก่อน</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>แอ็กชันมาสเตอร์</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>ชิ้นส่วน​ใน​คลัง​ของ​คุณ​วาง​บน​ปริศนา​ได้​มาก​กว่า​หนึ่ง​ใบ ตาละครั้ง แอ็กชันมาสเตอร์ (M) จะ​วาง​ชิ้นส่วน​หนึ่ง​ชิ้น​บน​ปริศนา​แต่ละ​ใบ​ของ​คุณ​โดย​ใช้​เพียง​แอ็กชัน​เดียว</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>อัปเกรดชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>คลิก​ชิ้นส่วน​ใน​คลัง​ของ​คุณ​เพื่อ​คืน​แล้ว​รับ​ชิ้นส่วน​ระดับ​ถัด​ไป ชิ้น​ที่​ใหญ่​กว่า​เติม​ปริศนา​ได้​เร็ว​กว่า</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>เข้าใจแล้ว(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>ไม่​ต้อง​แสดง​เคล็ดลับ​อีก(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>เฉพาะ​ผู้เล่น​ที่​ถึง​ตา​เท่านั้น​ที่​ใช้​ชิ้นส่วน​จาก​คลัง​ของ​ตน​ได้</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>นั่น​เป็น​คลัง​ของ​ผู้เล่น​คน​อื่น</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>ไม่​มี​ชิ้นส่วน​รูปทรง​นั้น​เหลือ​ใน​คลัง</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>ยืนยัน​หรือ​ยกเลิก​การ​วาง​ก่อน</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>หยิบ​จาก​กองกลาง​ได้​เฉพาะ​ชิ้นส่วน​ระดับ 1 (%1) ชิ้น​ที่​ใหญ่​กว่า​ได้​มา​จาก​การ​อัปเกรด</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>ลาก​ชิ้นส่วน​จาก​คลัง​ของ​คุณ​มา​วาง​บน​ปริศนา​นี้ หรือ​เลือก​ชิ้นส่วน​ใน​คลัง​แล้ว​กด Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>นั่นเป็นปริศนาของ %1: ชิ้นส่วน​ต้อง​วาง​บน​ปริศนา​ของ​คุณ​เอง</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>สำรับคว่ำอยู่: หยิบการ์ดจากแถว</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1: %2 รางวัล %3 กด Enter เพื่อหยิบ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>กองกลาง: %1 × %2 กด Enter เพื่อหยิบหากทำได้</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>%1 ของคุณ Enter: วาง อัปเกรด หรือแลกเปลี่ยน</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>ปริศนา %1 ของคุณ (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>ยังไม่มี</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>ปริศนาที่ %1 ไขสำเร็จ: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>ตัวนับเหนือ %1: %2 ออโตมา​จะ​ไม่​หยิบ​การ์ด​จาก​คอลัมน์​ที่​มี​ตัวนับ​อยู่​ด้าน​บน</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>ปริศนาของออโตมา: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>คุณ​ไม่​มี​ปริศนา​ให้​วาง​ชิ้นส่วน</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>ปุ่ม​ลูกศร​เลื่อน​ชิ้นส่วน R หมุน F พลิก Tab หรือ 1-4 เลือกปริศนา Enter วาง Escape ยกเลิก</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>วาง​ชิ้นส่วน​บน​ปริศนา​ใบ​ใด​ใบ​หนึ่ง​ของ​คุณ: R หรือล้อเมาส์หมุน F หรือปุ่มขวาพลิก Escape ยกเลิก</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>ชิ้นส่วน​กลับ​ที่​เดิม​แล้ว: วาง​บน​ปริศนา​ใบ​ใด​ใบ​หนึ่ง​ของ​คุณ</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>เก็บคืน</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1: %2, รางวัล %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>กองกลาง: %1 × %2</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n แต้ม รางวัล %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1: ปริศนาขาว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1: ปริศนาดำ</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>หยิบแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>วางแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>เสร็จ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>ใหม่</translation>
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
        <translation>เล่นต่อ(&amp;C)</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>กำลัง​หา​เกม​ที่​ยัง​เล่น​ไม่​จบ…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>เกมใหม่(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>ผู้เล่นสองถึงสี่คน เป็น​คน​หรือ​คอมพิวเตอร์​ก็​ได้</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>เล่นเดี่ยว(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>เล่น​คน​เดียว​พบ​กับ​ออโตมา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>ตัวแก้ไขสำรับ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>ออกแบบปริศนา ชิ้นส่วน และสำรับทั้งชุด</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>เปิด(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>เกม​ที่​บันทึก​ไว้​หรือ​บันทึก​การ​เล่น</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>เกมล่าสุด(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>ผู้เล่น</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>เล่นเมื่อ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>สถานะ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>เกมล่าสุด</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>กด Enter หรือ​ดับเบิล​คลิก​เพื่อ​เปิด​เกม</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>กำลัง​อ่าน​เกม​ล่า​สุด​ของ​คุณ…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>อ่านเกมล่าสุดไม่ได้: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (เดี่ยว)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ อ่านไม่ได้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ จบแล้ว</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ ยังไม่จบ รอบ %1</translation>
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
        <translation>กด Enter หรือ​ดับเบิล​คลิก​เพื่อ​เปิด​เกม</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>ยังไม่มีเกมล่าสุด: เกม​ที่​คุณ​บันทึก​หรือ​เปิด​จะ​แสดง​ที่​นี่</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>ไม่​มี​เกม​ที่​ยัง​ไม่​จบ​ให้​เล่น​ต่อ: เริ่ม​เกม​ใหม่​หรือ​เปิด​เกม​ที่​บันทึก​ไว้</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · รอบ %2 · ออกโดยไม่บันทึก %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · รอบ %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>เข้า​ร่วม​เกม​ผ่าน​เครือข่าย(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>หยิบ​ปริศนา วาง​ชิ้นส่วน และ​อัปเกรด​ให้​เป็น​ชิ้น​ที่​ใหญ่​ขึ้น</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>เกมใหม่(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>เปิด(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>บันทึก(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>บันทึกเป็น(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>ตัวแก้ไขสำรับ(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>ออกแบบปริศนา ชิ้นส่วน และสำรับทั้งชุด (ตัวแก้ไข​สำรับ​จะ​เปิด​ใน​หน้าต่าง​ของ​ตัวเอง)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>ออก(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>เลิกทำ(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>แอ็กชันมาสเตอร์(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>วาง​ชิ้นส่วน​ได้​ไม่​เกิน​หนึ่ง​ชิ้น​บน​ปริศนา​แต่ละ​ใบ​ของ​คุณ นับเป็นหนึ่งแอ็กชัน (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>ยืนยัน(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>ยกเลิก(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>จบตา(&amp;E)</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>จบตาตอนนี้ แม้ยังมีแอ็กชันเหลือ (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>ซูมเข้า(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>ซูมออก(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>ทั้งโต๊ะ(&amp;W)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>บันทึกเกม(&amp;L)</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Rules reference</source>
        <translation>คู่มืออ้างอิงกติกา(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Project L</source>
        <translation>เกี่ยวกับ Project L(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>การตั้งค่า(&amp;P)…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>เกม(&amp;G)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>แก้ไข(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>ตา(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>มุมมอง(&amp;V)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>ความเร็วแอนิเมชัน(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>ปิด (ทันที)(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>ช้า(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>ปกติ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>เร็ว(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>เร็วมาก(&amp;V)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>วิธีใช้(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>ตา</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>เสร็จสิ้น (เก็บงานท้ายเกม)(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>ยืนยัน​แอ็กชันมาสเตอร์(&amp;C)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>End the turn?</source>
        <translation>จบตาหรือไม่?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>คุณยังเหลือ %n แอ็กชัน จะจบตาเลยหรือไม่?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>ไม่ต้องถามอีก(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>คุณ​เปิด​คำถาม​นี้​อีกครั้ง​ได้​ที่ แก้ไข &gt; การตั้งค่า</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>ระบายช่องของ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>ลบช่องของ %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>ทำให้ %1 เป็นขาว</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>ทำให้ %1 เป็นดำ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>กำหนดแต้มของ %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>กำหนดรางวัลของ %1</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>เปลี่ยนชื่อ %1 เป็น %2</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>เพิ่มปริศนา %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>ลบปริศนา %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>เปลี่ยน​รูปทรง​ชิ้นส่วน %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>เปลี่ยนชื่อชิ้นส่วน %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>เปลี่ยนสีชิ้นส่วน %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>กำหนด​จำนวน​ใน​กองกลาง​ของ %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>เพิ่มชิ้นส่วน %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>ลบชิ้นส่วน %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>เปลี่ยนชื่อสำรับ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>แก้ไขคำอธิบาย</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>เปลี่ยน​ด้านหลัง​การ์ด</translation>
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
        <translation>สำรับไม่มีชื่อ</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · หน้า %2 จาก %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>แถบนี้ยาว 5 ซม. เมื่อพิมพ์ที่ 100% (ขนาดจริง)</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>การ์ดปริศนา</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>ด้านหลังการ์ด</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>ชิ้นส่วน</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>ว่าง</translation>
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
        <translation>ชิ้นส่วน​ต้อง​มี​อย่าง​น้อย​หนึ่ง​ช่อง วาดช่องบนตาราง</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>ชิ้นส่วนมีได้ไม่เกิน 5 ช่อง ลบ​ออก​หนึ่ง​ช่อง​เพื่อ​ใช้​รูป​ที่​วาด​นี้</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>ช่อง​ของ​ชิ้นส่วน​ต้อง​ติด​กัน​ด้าน​ข้าง เชื่อมให้ติดกัน</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>นี่​เป็น​รูปทรง​เดียว​กับ %1 (เมื่อหมุนหรือสะท้อน): ไม่รับ วาด​ต่อ​เพื่อ​สร้าง​รูปทรง​อื่น</translation>
    </message>
</context>
</TS>
