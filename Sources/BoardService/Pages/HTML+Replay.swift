import Foundation

extension HTML {
    /// A run's replay: every frame drawn on the server as a text grid with its play and time, in
    /// order, so the page shows the whole game without a script. The small script after it (the
    /// page's only one, holding no data) turns the list into one board at a time with Back, Play
    /// and Next; without it the controls stay hidden.
    static func replay(_ replay: ReplayFrames) -> String {
        let drawn = replay.frames.count - 1
        var html = "<section class=\"replay\"><h2>Replay</h2><p>\(replay.plays) play\(replay.plays == 1 ? "" : "s")"
        if replay.plays > drawn { html += ", the first \(drawn - 1) and the last drawn" }
        html += ".</p><p class=\"controls\" hidden><button type=\"button\" data-step=\"-1\">Back</button> "
            + "<button type=\"button\" data-play>Play</button> <button type=\"button\" data-step=\"1\">Next</button></p>"
        html += "<ol class=\"frames\">"
        for frame in replay.frames {
            let label = frame.step == 0 ? "Start" : "Play \(frame.step)"
            let time = frame.milliseconds.map { " at " + seconds($0) } ?? ""
            html += "<li class=\"frame\" id=\"step-\(frame.step)\"><figure><pre>\(escape(frame.rows.joined(separator: "\n")))</pre>"
                + "<figcaption>\(label)\(escape(time)): \(escape(frame.action))</figcaption></figure></li>"
        }
        return html + "</ol></section>" + replayScriptElement
    }

    /// "12.34 s".
    static func seconds(_ milliseconds: Int) -> String {
        String(format: "%.2f s", Double(milliseconds) / 1000)
    }

    static let replayStyle = """
        .frames{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.6em}
        .frame figure{margin:0}.frame pre{font-family:ui-monospace,monospace;line-height:1.15;background:#fff;
        border:1px solid #ccc;padding:.3em .4em;margin:0}.frame figcaption{font-size:.85em;color:#444}
        .controls button{font:inherit;padding:.3em .9em}
        """

    /// The script as the page holds it: the pages' one `<script>` (the tests take it out and find
    /// no other, so no name ever became one).
    static var replayScriptElement: String { "<script>\(replayScript)</script>" }

    static let replayScript = """
        (function(){var s=document.querySelector('.replay');if(!s)return;
        var f=s.querySelectorAll('.frame'),c=s.querySelector('.controls'),p=c.querySelector('[data-play]'),i=0,t=null;
        function show(n){i=Math.max(0,Math.min(f.length-1,n));f.forEach(function(e,k){e.hidden=k!==i;});}
        function stop(){if(t){clearInterval(t);t=null;}p.textContent='Play';}
        c.hidden=false;show(0);
        c.addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;
        if(b===p){if(t){stop();return;}if(i>=f.length-1)show(0);p.textContent='Pause';
        t=setInterval(function(){if(i>=f.length-1){stop();return;}show(i+1);},700);return;}
        stop();show(i+Number(b.getAttribute('data-step')));});})();
        """
}
