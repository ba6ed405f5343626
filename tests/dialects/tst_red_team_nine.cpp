// What a ninth red team of real configs found misread or badly said (2026-11-30), each case cut
// down to the lines that matter, with the file it came from.

#include "heldout.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;

class TestRedTeamNine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // An mmengine `_base_` chain is followed as deep as Hydra's defaults and yacs' _BASE_ (8
    // files: mmyolo's yolov8_x → l → m → s → default_runtime under a user's config is 5 and
    // more); past that it is config.include_too_deep, never "cannot be found" of a file that is
    // there.
    void deepBaseChainsAreFollowed()
    {
        Reading read;
        auto chain = [&read](int files) {
            for (int n = 1; n < files; ++n) {
                const std::string name = "c" + std::to_string(n) + ".py";
                const std::string text = n + 1 < files ? "_base_ = ['./c" + std::to_string(n + 1) + ".py']\n"
                                                       : std::string("train_dataloader = dict(batch_size=8)\n"
                                                                     "model = dict(type='RTMDet')\n");
                QVERIFY(testing::writeUnder(read.dir, name.c_str(), text.c_str()));
            }
        };
        chain(7);
        QVERIFY(read("_base_ = ['./c1.py']\n", "c0.py"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("8"));
        QVERIFY(read.said("dialect.reference_missing") == read.d.end());

        chain(12);
        read("_base_ = ['./c1.py']\n", "c0.py");
        QVERIFY(read.said("dialect.reference_missing") == read.d.end());
        QVERIFY(read.said("config.include_too_deep") != read.d.end());
    }
};

QTEST_GUILESS_MAIN(TestRedTeamNine)
#include "tst_red_team_nine.moc"
