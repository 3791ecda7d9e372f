import type { Kysely } from 'kysely';

/**
 * Crops, their sowing seasons, stages and common problems (docs/product-rules.md 39,
 * docs/decisions/0054): what a farmer looks up ("my cotton is 60 days old, the leaves curl").
 *
 * The keys are slugs (crop, stage, problem), stable for later links of products to a crop, a
 * problem and a stage with a dose. Every content row names its source. The advice holds practices
 * only, never a pesticide or a dose: those come later, within registered label claims.
 *
 * The content is this migration's own copy (a migration never changes): a correction is a new
 * migration. A state is the shop's name for it (src/shared/india.ts, as addresses keep it); ''
 * is the national default for the states not listed.
 */

const IIWBR = 'ICAR-Indian Institute of Wheat and Barley Research (IIWBR), Karnal: wheat production practices, https://iiwbr.icar.gov.in/';
const IIRR = 'ICAR-Indian Institute of Rice Research (IIRR), Hyderabad: Rice Knowledge Management Portal, http://www.rkmp.co.in/';
const IIMR = 'ICAR-Indian Institute of Maize Research (IIMR), Ludhiana: kharif maize practices and fall armyworm advisory, https://iimr.icar.gov.in/';
const IISR = 'ICAR-Indian Institute of Soybean Research (IISR), Indore, https://iisrindore.icar.gov.in/; TNAU Agritech Portal: soybean, https://agritech.tnau.ac.in/horticulture/horti_vegetables_soybean.html';
const IIOR = 'ICAR-Indian Institute of Oilseeds Research (IIOR), Hyderabad: sunflower production technology, https://www.icar-iior.org.in/';
const CICR = 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: cotton production and pink bollworm management, https://cicr.org.in/';
const PAU = 'Punjab Agricultural University (PAU), Ludhiana: Package of Practices for Kharif Crops, https://www.pau.edu/';
const IIVR = 'ICAR-Indian Institute of Vegetable Research (IIVR), Varanasi: tomato production technology, https://iivr.icar.gov.in/';

type L3 = [en: string, hi: string, mr: string];
type Stage = 'sowing' | 'vegetative' | 'flowering' | 'fruiting' | 'harvest';

interface CropSeed {
  slug: string;
  name: L3;
  source: string;
  seasons: Array<{ season: 'kharif' | 'rabi' | 'zaid'; state: string; from: string; to: string; source: string }>;
  stages: Array<{ stage: Stage; from: number; to: number; name: L3; advice: L3 }>;
  problems: Array<{ slug: string; kind: 'pest' | 'disease' | 'deficiency'; name: L3; symptoms: L3; alt: L3; stages: Stage[] }>;
}

const CROPS: CropSeed[] = [
  {
    slug: 'wheat',
    name: ['Wheat', 'गेहूं', 'गहू'],
    source: IIWBR,
    seasons: [
      { season: 'rabi', state: '', from: '11-01', to: '11-25', source: IIWBR },
      { season: 'rabi', state: 'Punjab', from: '11-01', to: '11-20', source: IIWBR },
      { season: 'rabi', state: 'Haryana', from: '11-01', to: '11-20', source: IIWBR },
      { season: 'rabi', state: 'Bihar', from: '11-10', to: '11-25', source: IIWBR },
    ],
    stages: [
      {
        stage: 'sowing', from: 0, to: 7,
        name: ['Sowing and germination', 'बुवाई और अंकुरण', 'पेरणी आणि उगवण'],
        advice: [
          'For a timely-sown irrigated variety of about 140-145 days. Sow on time in rows with a seed drill, about 5 cm deep, in a well-prepared field with enough moisture. Use certified seed of a variety recommended for your zone. Late sowing lowers the yield: hot days then come during grain filling.',
          'लगभग 140-145 दिन की, समय पर बोई जाने वाली सिंचित किस्म के लिए। अच्छी तरह तैयार, नमी वाले खेत में सीड ड्रिल से कतारों में लगभग 5 सेमी गहरी बुवाई समय पर करें। अपने क्षेत्र के लिए सिफारिश की गई किस्म का प्रमाणित बीज लें। देर से बुवाई करने पर दाना भरते समय गर्मी आ जाती है और उपज घटती है।',
          'सुमारे 140-145 दिवसांच्या, वेळेवर पेरल्या जाणाऱ्या बागायती वाणासाठी. चांगल्या मशागत केलेल्या, ओलावा असलेल्या शेतात पेरणी यंत्राने ओळीत सुमारे 5 सेमी खोल पेरणी वेळेवर करा. आपल्या भागासाठी शिफारस केलेल्या वाणाचे प्रमाणित बियाणे वापरा. उशिरा पेरणी केल्यास दाणे भरताना उष्णता येते आणि उत्पादन घटते.',
        ],
      },
      {
        stage: 'vegetative', from: 8, to: 80,
        name: ['Crown roots, tillering and jointing', 'शिखर जड़ें, कल्ले और गांठें बनना', 'मुकुटमुळे, फुटवे आणि कांड्या'],
        advice: [
          'Give the first irrigation at crown root initiation, 20-25 days after sowing: it is the most important one. Then irrigate at tillering (40-45 days) and jointing (60-65 days) as water allows. Keep the field free of weeds in the first 30-40 days. From December, walk through the field every week and look for yellow stripes of powder on the leaves (yellow rust).',
          'पहली सिंचाई बुवाई के 20-25 दिन बाद, शिखर जड़ें निकलते समय करें: यह सबसे ज़रूरी सिंचाई है। फिर पानी की उपलब्धता के अनुसार कल्ले निकलते समय (40-45 दिन) और गांठें बनते समय (60-65 दिन) सिंचाई करें। पहले 30-40 दिन खेत को खरपतवार से मुक्त रखें। दिसंबर से हर हफ्ते खेत में घूमकर पत्तियों पर पीले चूर्ण की धारियां (पीला रतुआ) देखें।',
          'पहिले पाणी पेरणीनंतर 20-25 दिवसांनी, मुकुटमुळे फुटताना द्या: हे सर्वात महत्त्वाचे पाणी आहे. नंतर पाणी उपलब्ध असेल तसे फुटवे येताना (40-45 दिवस) आणि कांड्या धरताना (60-65 दिवस) पाणी द्या. पहिले 30-40 दिवस शेत तणमुक्त ठेवा. डिसेंबरपासून दर आठवड्याला शेतात फिरून पानांवर पिवळ्या भुकटीचे पट्टे (पिवळा तांबेरा) दिसतात का ते पाहा.',
        ],
      },
      {
        stage: 'flowering', from: 81, to: 100,
        name: ['Heading and flowering', 'बालियां निकलना और फूल आना', 'ओंबी येणे आणि फुलोरा'],
        advice: [
          'Irrigate at heading and flowering: a shortage of water now means fewer grains in each ear. Do not irrigate when a strong wind blows, or the crop may fall over.',
          'बालियां निकलते और फूल आते समय सिंचाई करें: इस समय पानी की कमी से हर बाली में दाने कम बनते हैं। तेज़ हवा चलते समय सिंचाई न करें, नहीं तो फसल गिर सकती है।',
          'ओंबी येताना आणि फुलोऱ्याच्या वेळी पाणी द्या: या वेळी पाणी कमी पडल्यास प्रत्येक ओंबीत दाणे कमी भरतात. जोराचा वारा असताना पाणी देऊ नका, नाहीतर पीक लोळू शकते.',
        ],
      },
      {
        stage: 'fruiting', from: 101, to: 130,
        name: ['Grain filling', 'दाना भरना', 'दाणे भरणे'],
        advice: [
          'Irrigate at the milk stage, when a pressed grain gives a milky juice, and on light soils again at the dough stage. A light irrigation helps the grain fill when hot winds blow.',
          'दूधिया अवस्था में, जब दबाने पर दाने से दूध जैसा रस निकले, सिंचाई करें, और हल्की मिट्टी में दाना सख्त होते समय फिर से। गर्म हवा चलने पर हल्की सिंचाई से दाना अच्छा भरता है।',
          'दाणे दुधाळ असताना, म्हणजे दाबल्यावर दुधासारखा रस येतो तेव्हा, पाणी द्या, आणि हलक्या जमिनीत दाणे घट्ट होताना पुन्हा. गरम वारे वाहत असताना हलके पाणी दिल्यास दाणे चांगले भरतात.',
        ],
      },
      {
        stage: 'harvest', from: 131, to: 145,
        name: ['Harvest', 'कटाई', 'कापणी'],
        advice: [
          'Harvest when the plants and ears have turned golden and dry and the grains are hard. Dry the grain well in the sun before storing it.',
          'जब पौधे और बालियां सुनहरी होकर सूख जाएं और दाने सख्त हो जाएं, तब कटाई करें। भंडारण से पहले दानों को धूप में अच्छी तरह सुखाएं।',
          'झाडे आणि ओंब्या सोनेरी होऊन वाळल्या आणि दाणे टणक झाले की कापणी करा. साठवण्यापूर्वी दाणे उन्हात चांगले वाळवा.',
        ],
      },
    ],
    problems: [
      {
        slug: 'yellow-rust', kind: 'disease', stages: ['vegetative', 'flowering'],
        name: ['Yellow rust', 'पीला रतुआ', 'पिवळा तांबेरा'],
        symptoms: [
          'Bright yellow powder in stripes along the veins of the leaves; the powder comes off on the fingers. It appears in cool, damp weather from December to February, mostly in Punjab, Haryana and the foothills. Badly hit leaves dry up.',
          'पत्तियों पर नसों के साथ-साथ चमकीले पीले चूर्ण की धारियां; छूने पर चूर्ण उंगलियों पर लग जाता है। ठंडे, नम मौसम में दिसंबर से फरवरी तक, ज़्यादातर पंजाब, हरियाणा और तराई-पहाड़ी क्षेत्रों में दिखता है। ज़्यादा रोग वाली पत्तियां सूख जाती हैं।',
          'पानांवर शिरांच्या बाजूने चमकदार पिवळ्या भुकटीचे पट्टे; हात लावल्यास भुकटी बोटांना लागते. थंड, दमट हवामानात डिसेंबर ते फेब्रुवारीदरम्यान, मुख्यतः पंजाब, हरियाणा आणि डोंगरपायथ्याच्या भागात दिसतो. जास्त प्रादुर्भाव झालेली पाने वाळून जातात.',
        ],
        alt: ['A wheat leaf with yellow stripes of powder along its veins', 'गेहूं की पत्ती पर नसों के साथ पीले चूर्ण की धारियां', 'गव्हाच्या पानावर शिरांच्या बाजूने पिवळ्या भुकटीचे पट्टे'],
      },
      {
        slug: 'termites', kind: 'pest', stages: ['sowing', 'vegetative', 'fruiting'],
        name: ['Termites', 'दीमक', 'वाळवी'],
        symptoms: [
          'Young plants wilt and dry, often in patches. A dried plant comes out easily: its roots are eaten and soil-covered tunnels cling to them. Worse on light sandy soils, in dry spells and where raw, undecomposed dung was spread.',
          'छोटे पौधे मुरझाकर सूखने लगते हैं, अक्सर टुकड़ों में। सूखा पौधा आसानी से उखड़ जाता है: उसकी जड़ें खाई हुई होती हैं और उन पर मिट्टी की सुरंगें दिखती हैं। हल्की रेतीली मिट्टी, सूखे के दिनों और कच्ची (बिना सड़ी) गोबर खाद डालने पर ज़्यादा होती है।',
          'लहान रोपे कोमेजून वाळतात, अनेकदा पट्ट्यांमध्ये. वाळलेले रोप सहज उपटून येते: त्याची मुळे खाल्लेली असतात आणि त्यांवर मातीचे बोगदे दिसतात. हलक्या वाळूमिश्रित जमिनीत, पावसाचा ताण असताना आणि न कुजलेले शेणखत टाकल्यास जास्त आढळते.',
        ],
        alt: ['A wilted wheat seedling with eaten roots and termites in soil tunnels', 'मुरझाया गेहूं का पौधा, खाई हुई जड़ें और मिट्टी की सुरंगों में दीमक', 'कोमेजलेले गव्हाचे रोप, खाल्लेली मुळे आणि मातीच्या बोगद्यांत वाळवी'],
      },
    ],
  },
  {
    slug: 'paddy',
    name: ['Paddy (rice)', 'धान', 'भात'],
    source: IIRR,
    seasons: [{ season: 'kharif', state: '', from: '06-01', to: '07-10', source: IIRR }],
    stages: [
      {
        stage: 'sowing', from: 0, to: 25,
        name: ['Nursery', 'नर्सरी (पौध)', 'रोपवाटिका'],
        advice: [
          'For a transplanted medium-duration variety of 125-135 days; the sowing date is the day the nursery is sown. Raise seedlings in a well-prepared, level nursery bed. Transplant seedlings 21-25 days old, with 4-5 leaves, 2-3 per hill and only 2-3 cm deep.',
          '125-135 दिन की मध्यम अवधि की रोपाई वाली किस्म के लिए; बुवाई की तारीख नर्सरी बोने का दिन है। अच्छी तरह तैयार, समतल क्यारी में पौध तैयार करें। 21-25 दिन की, 4-5 पत्तियों वाली पौध की रोपाई करें, एक जगह 2-3 पौधे, केवल 2-3 सेमी गहरे।',
          '125-135 दिवसांच्या मध्यम कालावधीच्या, लावणीच्या वाणासाठी; पेरणीची तारीख म्हणजे रोपवाटिकेत बी टाकल्याचा दिवस. चांगल्या तयार केलेल्या, सपाट वाफ्यात रोपे तयार करा. 21-25 दिवसांची, 4-5 पानांची रोपे एका ठिकाणी 2-3, फक्त 2-3 सेमी खोल लावा.',
        ],
      },
      {
        stage: 'vegetative', from: 26, to: 65,
        name: ['Tillering', 'कल्ले निकलना', 'फुटवे येणे'],
        advice: [
          'Keep a shallow layer of water, 2-5 cm, in the field. Keep weeds out in the first 40 days after transplanting. Walk the field every week: look for dried central shoots (stem borer) and for eye-shaped spots on the leaves (blast).',
          'खेत में 2-5 सेमी पानी की हल्की परत रखें। रोपाई के बाद पहले 40 दिन खरपतवार न होने दें। हर हफ्ते खेत में घूमें: सूखी बीच की गोभ (तना छेदक) और पत्तियों पर आंख जैसे धब्बे (झोंका) देखें।',
          'शेतात 2-5 सेमी पाण्याचा उथळ थर ठेवा. लावणीनंतर पहिले 40 दिवस तण होऊ देऊ नका. दर आठवड्याला शेतात फिरा: वाळलेला मधला गाभा (खोडकिडा) आणि पानांवर डोळ्याच्या आकाराचे ठिपके (करपा) दिसतात का ते पाहा.',
        ],
      },
      {
        stage: 'flowering', from: 66, to: 95,
        name: ['Panicle initiation and flowering', 'बाली बनना और फूल आना', 'लोंबी निघणे आणि फुलोरा'],
        advice: [
          'Do not let the field dry out from panicle initiation to flowering: water stress now leaves the grains empty. Look for white, empty panicles (stem borer) and for necks of the panicles turning black (neck blast).',
          'बाली बनने से फूल आने तक खेत को सूखने न दें: इस समय पानी की कमी से दाने खाली रह जाते हैं। सफेद, खाली बालियां (तना छेदक) और काली पड़ती बाली की गर्दन (गर्दन झोंका) देखें।',
          'लोंबी निघण्यापासून फुलोऱ्यापर्यंत शेत कोरडे पडू देऊ नका: या वेळी पाणी कमी पडल्यास दाणे पोचट राहतात. पांढऱ्या, पोचट लोंब्या (खोडकिडा) आणि काळी पडणारी लोंबीची मान (मानेवरचा करपा) पाहा.',
        ],
      },
      {
        stage: 'fruiting', from: 96, to: 115,
        name: ['Grain filling', 'दाना भरना', 'दाणे भरणे'],
        advice: [
          'Keep the soil moist while the grains fill, from the milk to the dough stage.',
          'दूधिया से सख्त दाने की अवस्था तक, दाना भरते समय मिट्टी में नमी बनाए रखें।',
          'दाणे दुधाळ ते घट्ट होईपर्यंत, दाणे भरताना जमिनीत ओलावा ठेवा.',
        ],
      },
      {
        stage: 'harvest', from: 116, to: 135,
        name: ['Harvest', 'कटाई', 'कापणी'],
        advice: [
          'Drain the field about 7-10 days before harvest. Harvest when 80-85% of the grains in the panicles have turned straw-coloured, and dry the grain well before storing it.',
          'कटाई से लगभग 7-10 दिन पहले खेत का पानी निकाल दें। जब बालियों के 80-85% दाने भूसे के रंग के हो जाएं, तब कटाई करें, और भंडारण से पहले दाने अच्छी तरह सुखाएं।',
          'कापणीपूर्वी सुमारे 7-10 दिवस शेतातील पाणी काढून टाका. लोंब्यांतील 80-85% दाणे पेंढ्याच्या रंगाचे झाले की कापणी करा, आणि साठवण्यापूर्वी दाणे चांगले वाळवा.',
        ],
      },
    ],
    problems: [
      {
        slug: 'stem-borer', kind: 'pest', stages: ['vegetative', 'flowering'],
        name: ['Yellow stem borer', 'तना छेदक', 'खोडकिडा'],
        symptoms: [
          'At tillering the central shoot turns brown and dries (dead heart) and pulls out easily. At the panicle stage whole panicles turn white and empty and stand upright (white ear). Egg masses covered with light brown hairs sit near the leaf tips.',
          'कल्ले निकलते समय बीच की गोभ भूरी होकर सूख जाती है (मृत गोभ) और खींचने पर आसानी से निकल आती है। बाली निकलने पर पूरी बाली सफेद और खाली होकर सीधी खड़ी रहती है (सफेद बाली)। पत्तियों के सिरों के पास हल्के भूरे रोओं से ढके अंडों के गुच्छे दिखते हैं।',
          'फुटवे येताना मधला गाभा तपकिरी होऊन वाळतो (गाभा मर) आणि ओढल्यास सहज निघून येतो. लोंबी निघाल्यावर संपूर्ण लोंबी पांढरी आणि पोचट होऊन ताठ उभी राहते (पांढरी लोंबी). पानांच्या टोकाजवळ फिकट तपकिरी केसांनी झाकलेले अंड्यांचे पुंजके दिसतात.',
        ],
        alt: ['A rice plant with a dried central shoot and a white, empty panicle', 'धान का पौधा, सूखी बीच की गोभ और सफेद खाली बाली', 'भाताचे रोप, वाळलेला मधला गाभा आणि पांढरी पोचट लोंबी'],
      },
      {
        slug: 'blast', kind: 'disease', stages: ['vegetative', 'flowering'],
        name: ['Blast', 'झोंका (ब्लास्ट)', 'करपा'],
        symptoms: [
          'Spindle- or eye-shaped spots on the leaves with a grey centre and a brown edge; many spots join and the leaf dries. At the panicle stage the neck of the panicle turns black and breaks (neck blast) and the grains stay empty.',
          'पत्तियों पर नाव या आंख के आकार के धब्बे, बीच में राख जैसे सलेटी और किनारे भूरे; कई धब्बे मिलकर पत्ती सुखा देते हैं। बाली निकलने पर बाली की गर्दन काली होकर टूट जाती है (गर्दन झोंका) और दाने खाली रह जाते हैं।',
          'पानांवर डोळ्याच्या किंवा होडीच्या आकाराचे ठिपके, मध्ये राखाडी आणि कडा तपकिरी; अनेक ठिपके मिळून पान वाळते. लोंबी निघाल्यावर लोंबीची मान काळी पडून मोडते (मानेवरचा करपा) आणि दाणे पोचट राहतात.',
        ],
        alt: ['A rice leaf with eye-shaped spots, grey in the middle with brown edges', 'धान की पत्ती पर आंख जैसे धब्बे, बीच में सलेटी और किनारे भूरे', 'भाताच्या पानावर डोळ्याच्या आकाराचे ठिपके, मध्ये राखाडी आणि कडा तपकिरी'],
      },
    ],
  },
  {
    slug: 'maize',
    name: ['Maize', 'मक्का', 'मका'],
    source: IIMR,
    seasons: [{ season: 'kharif', state: '', from: '06-15', to: '07-15', source: IIMR }],
    stages: [
      {
        stage: 'sowing', from: 0, to: 10,
        name: ['Sowing and emergence', 'बुवाई और अंकुरण', 'पेरणी आणि उगवण'],
        advice: [
          'For a medium-duration variety of 95-110 days, sown with the onset of the monsoon. In kharif, sow on ridges or raised beds so that water drains away: standing water harms maize at every stage.',
          '95-110 दिन की मध्यम अवधि की किस्म के लिए, जो मानसून आने पर बोई जाए। खरीफ में मेड़ों या उठी क्यारियों पर बुवाई करें ताकि पानी निकल जाए: खेत में रुका पानी हर अवस्था में मक्का को नुकसान करता है।',
          '95-110 दिवसांच्या मध्यम कालावधीच्या वाणासाठी, मान्सून सुरू झाल्यावर पेरलेल्या. खरिपात सरी-वरंब्यावर किंवा गादीवाफ्यावर पेरणी करा म्हणजे पाणी निचरून जाईल: साचलेले पाणी प्रत्येक अवस्थेत मक्याला हानिकारक असते.',
        ],
      },
      {
        stage: 'vegetative', from: 11, to: 50,
        name: ['Leaf growth (knee-high)', 'पत्तियों की बढ़वार (घुटने तक)', 'पानांची वाढ (गुडघ्याएवढी)'],
        advice: [
          'Keep the field free of weeds for the first 30-40 days, and earth up the plants when they are knee-high. From emergence, look into the whorls twice a week for fall armyworm: small windows and holes in the leaves and sawdust-like droppings.',
          'पहले 30-40 दिन खेत को खरपतवार से मुक्त रखें और पौधे घुटने तक ऊंचे होने पर मिट्टी चढ़ाएं। अंकुरण के बाद हफ्ते में दो बार पौधों की गोभ में फॉल आर्मीवर्म देखें: पत्तियों में छोटी खिड़कियां और छेद, और बुरादे जैसा मल।',
          'पहिले 30-40 दिवस शेत तणमुक्त ठेवा आणि रोपे गुडघ्याएवढी झाल्यावर भर द्या. उगवणीपासून आठवड्यातून दोनदा पोंग्यात लष्करी अळी पाहा: पानांवर लहान खिडक्या आणि छिद्रे, आणि भुशासारखी विष्ठा.',
        ],
      },
      {
        stage: 'flowering', from: 51, to: 65,
        name: ['Tasselling and silking', 'नर मंजरी और भुट्टे के बाल निकलना', 'तुरा आणि स्त्रीकेसर (शेंडी) येणे'],
        advice: [
          'The most sensitive time for water: do not let the crop suffer a dry spell in the two weeks before and after silking. Irrigate if the rain fails.',
          'पानी के लिए सबसे नाज़ुक समय: भुट्टे के बाल निकलने से दो हफ्ते पहले और बाद फसल को सूखा न झेलने दें। बारिश न हो तो सिंचाई करें।',
          'पाण्यासाठी सर्वात नाजूक काळ: शेंडी येण्याच्या दोन आठवडे आधी आणि नंतर पिकाला पाण्याचा ताण पडू देऊ नका. पाऊस न पडल्यास पाणी द्या.',
        ],
      },
      {
        stage: 'fruiting', from: 66, to: 95,
        name: ['Grain filling', 'दाना भरना', 'दाणे भरणे'],
        advice: [
          'Keep the soil moist while the grains fill and keep checking the cobs and leaves for fall armyworm and leaf blight.',
          'दाना भरते समय मिट्टी में नमी बनाए रखें और भुट्टों व पत्तियों पर फॉल आर्मीवर्म और पत्ती झुलसा की जांच करते रहें।',
          'दाणे भरताना जमिनीत ओलावा ठेवा आणि कणसे व पानांवर लष्करी अळी आणि पानांवरील करपा तपासत राहा.',
        ],
      },
      {
        stage: 'harvest', from: 96, to: 110,
        name: ['Harvest', 'कटाई', 'काढणी'],
        advice: [
          'Harvest when the husks have turned dry and pale and the grains are hard, with a black layer at the base of the grain. Dry the cobs well before shelling.',
          'जब भुट्टों के छिलके सूखकर पीले पड़ जाएं और दाने सख्त हों, दाने के निचले सिरे पर काली परत दिखे, तब कटाई करें। दाने निकालने से पहले भुट्टे अच्छी तरह सुखाएं।',
          'कणसांची आवरणे वाळून फिकट झाली आणि दाणे टणक होऊन त्यांच्या टोकाशी काळा थर दिसू लागला की काढणी करा. दाणे काढण्यापूर्वी कणसे चांगली वाळवा.',
        ],
      },
    ],
    problems: [
      {
        slug: 'fall-armyworm', kind: 'pest', stages: ['vegetative', 'flowering', 'fruiting'],
        name: ['Fall armyworm', 'फॉल आर्मीवर्म', 'अमेरिकन लष्करी अळी'],
        symptoms: [
          'Papery windows, then ragged holes in the leaves of the whorl; moist, sawdust-like droppings in the whorl. The caterpillar has a pale upside-down Y on its head and four dark dots in a square near its tail. Later it bores into the cob.',
          'गोभ की पत्तियों में पहले कागज़ जैसी पारदर्शी खिड़कियां, फिर बड़े-बड़े फटे छेद; गोभ में गीला, बुरादे जैसा मल। इल्ली के सिर पर उल्टे “वाई” अक्षर जैसा हल्का निशान और पूंछ के पास चौकोर में चार काले बिंदु होते हैं। बाद में यह भुट्टे में घुस जाती है।',
          'पोंग्यातील पानांवर आधी कागदासारख्या पारदर्शक खिडक्या, नंतर मोठी फाटलेली छिद्रे; पोंग्यात ओलसर, भुशासारखी विष्ठा. अळीच्या डोक्यावर उलट्या “वाय” अक्षरासारखी फिकट खूण आणि शेपटीजवळ चौकोनात चार काळे ठिपके असतात. नंतर ती कणसात शिरते.',
        ],
        alt: ['A maize whorl with ragged holes, droppings and a caterpillar', 'मक्का की गोभ में फटे छेद, मल और इल्ली', 'मक्याच्या पोंग्यात फाटलेली छिद्रे, विष्ठा आणि अळी'],
      },
      {
        slug: 'turcicum-leaf-blight', kind: 'disease', stages: ['vegetative', 'flowering', 'fruiting'],
        name: ['Turcicum leaf blight', 'पत्ती झुलसा (टर्सिकम)', 'पानांवरील करपा (टर्सिकम)'],
        symptoms: [
          'Long, boat-shaped, grey-green to tan spots, about 2.5 to 15 cm long, first on the lower leaves. In cool, wet weather they join and the leaves dry as if burnt.',
          'पत्तियों पर लंबे, नाव के आकार के, सलेटी-हरे से भूरे धब्बे, लगभग 2.5 से 15 सेमी लंबे, पहले नीचे की पत्तियों पर। ठंडे, नम मौसम में धब्बे मिल जाते हैं और पत्तियां झुलसी हुई-सी सूख जाती हैं।',
          'पानांवर लांब, होडीच्या आकाराचे, राखाडी-हिरवे ते फिकट तपकिरी ठिपके, सुमारे 2.5 ते 15 सेमी लांब, आधी खालच्या पानांवर. थंड, ओलसर हवामानात ठिपके एकत्र होतात आणि पाने करपल्यासारखी वाळतात.',
        ],
        alt: ['A maize leaf with long boat-shaped tan spots', 'मक्का की पत्ती पर लंबे नाव जैसे भूरे धब्बे', 'मक्याच्या पानावर लांब होडीसारखे तपकिरी ठिपके'],
      },
    ],
  },
  {
    slug: 'soybean',
    name: ['Soybean', 'सोयाबीन', 'सोयाबीन'],
    source: IISR,
    seasons: [
      { season: 'kharif', state: '', from: '06-15', to: '07-15', source: IISR },
      { season: 'kharif', state: 'Madhya Pradesh', from: '06-20', to: '07-05', source: IISR },
    ],
    stages: [
      {
        stage: 'sowing', from: 0, to: 10,
        name: ['Sowing and emergence', 'बुवाई और अंकुरण', 'पेरणी आणि उगवण'],
        advice: [
          'For a variety of 90-100 days. Sow only after about 100 mm (4 inches) of monsoon rain has fallen, 3-4 cm deep, in rows about 45 cm apart. Treat the seed with Rhizobium culture before sowing. Sowing on early rains risks the seedlings in a dry spell.',
          '90-100 दिन की किस्म के लिए। मानसून की लगभग 100 मिमी (4 इंच) बारिश होने के बाद ही, 3-4 सेमी गहरी, लगभग 45 सेमी की दूरी पर कतारों में बुवाई करें। बुवाई से पहले बीज को राइज़ोबियम कल्चर से उपचारित करें। शुरुआती बारिश पर बुवाई करने से सूखे अंतराल में पौधे मर सकते हैं।',
          '90-100 दिवसांच्या वाणासाठी. मान्सूनचा सुमारे 100 मिमी (4 इंच) पाऊस झाल्यावरच, 3-4 सेमी खोल, सुमारे 45 सेमी अंतराच्या ओळींत पेरणी करा. पेरणीपूर्वी बियाण्याला रायझोबियम जिवाणू संवर्धक लावा. सुरुवातीच्या पावसावर पेरणी केल्यास पावसाच्या खंडात रोपे मरू शकतात.',
        ],
      },
      {
        stage: 'vegetative', from: 11, to: 35,
        name: ['Leaf and branch growth', 'पत्तियों और शाखाओं की बढ़वार', 'पाने आणि फांद्यांची वाढ'],
        advice: [
          'Keep the field free of weeds for the first 30-45 days and drain standing water. Walk the field every week: look for yellow-patched plants (yellow mosaic) and pull them out, and for leaves wilting above a ring cut in the stem (girdle beetle).',
          'पहले 30-45 दिन खेत को खरपतवार से मुक्त रखें और रुका पानी निकालें। हर हफ्ते खेत में घूमें: पीले धब्बों वाले पौधे (पीला मोज़ेक) देखकर उखाड़ दें, और तने पर बने छल्ले के ऊपर मुरझाती पत्तियां (चक्र भृंग) देखें।',
          'पहिले 30-45 दिवस शेत तणमुक्त ठेवा आणि साचलेले पाणी काढून टाका. दर आठवड्याला शेतात फिरा: पिवळे चट्टे असलेली झाडे (पिवळा मोझॅक) उपटून टाका, आणि खोडावरील कापलेल्या कड्याच्या वर कोमेजणारी पाने (चक्रीभुंगा) पाहा.',
        ],
      },
      {
        stage: 'flowering', from: 36, to: 50,
        name: ['Flowering', 'फूल आना', 'फुलोरा'],
        advice: [
          'Water stress at flowering and pod filling lowers the yield most: if a long dry spell comes, give a protective irrigation where you can.',
          'फूल आने और फलियां भरने के समय पानी की कमी से उपज सबसे ज़्यादा घटती है: लंबा सूखा पड़े तो जहां संभव हो, एक जीवनरक्षक सिंचाई दें।',
          'फुलोरा आणि शेंगा भरताना पाण्याचा ताण पडल्यास उत्पादन सर्वात जास्त घटते: पावसाचा मोठा खंड पडल्यास शक्य असेल तिथे संरक्षित पाणी द्या.',
        ],
      },
      {
        stage: 'fruiting', from: 51, to: 85,
        name: ['Pod formation and filling', 'फलियां बनना और भरना', 'शेंगा लागणे आणि भरणे'],
        advice: [
          'Keep draining excess water and keep scouting the crop; pull out and destroy plants with yellow mosaic or girdled, wilting stems.',
          'अतिरिक्त पानी निकालते रहें और फसल की निगरानी करते रहें; पीले मोज़ेक वाले या कटे, मुरझाते तनों वाले पौधे उखाड़कर नष्ट करें।',
          'जास्तीचे पाणी काढत राहा आणि पिकाची पाहणी करत राहा; पिवळा मोझॅक असलेली किंवा खोड कापलेली, कोमेजणारी झाडे उपटून नष्ट करा.',
        ],
      },
      {
        stage: 'harvest', from: 86, to: 100,
        name: ['Harvest', 'कटाई', 'काढणी'],
        advice: [
          'Harvest when most leaves have turned yellow and dropped and about 95% of the pods are brown. Do not delay: dry pods split and shed their seed.',
          'जब ज़्यादातर पत्तियां पीली होकर झड़ जाएं और लगभग 95% फलियां भूरी हो जाएं, तब कटाई करें। देर न करें: सूखी फलियां चटककर दाने गिरा देती हैं।',
          'बहुतेक पाने पिवळी होऊन गळली आणि सुमारे 95% शेंगा तपकिरी झाल्या की काढणी करा. उशीर करू नका: वाळलेल्या शेंगा फुटून दाणे गळतात.',
        ],
      },
    ],
    problems: [
      {
        slug: 'yellow-mosaic', kind: 'disease', stages: ['vegetative', 'flowering'],
        name: ['Yellow mosaic', 'पीला मोज़ेक', 'पिवळा मोझॅक'],
        symptoms: [
          'Bright yellow patches scattered among the green on young leaves (a mosaic); later whole leaves turn yellow. Sick plants stay small and bear few, small pods. The virus is spread by whitefly.',
          'नई पत्तियों पर हरे रंग के बीच चमकीले पीले धब्बे (मोज़ेक); बाद में पूरी पत्ती पीली हो जाती है। रोगी पौधे छोटे रहते हैं और उन पर कम व छोटी फलियां लगती हैं। यह विषाणु सफेद मक्खी से फैलता है।',
          'कोवळ्या पानांवर हिरव्या रंगात चमकदार पिवळे चट्टे (मोझॅक); नंतर संपूर्ण पान पिवळे पडते. रोगट झाडे खुजी राहतात आणि त्यांना कमी व लहान शेंगा लागतात. हा विषाणू पांढऱ्या माशीमुळे पसरतो.',
        ],
        alt: ['A soybean leaf with bright yellow patches among the green', 'सोयाबीन की पत्ती पर हरे के बीच पीले धब्बे', 'सोयाबीनच्या पानावर हिरव्या रंगात पिवळे चट्टे'],
      },
      {
        slug: 'girdle-beetle', kind: 'pest', stages: ['vegetative', 'flowering'],
        name: ['Girdle beetle', 'चक्र भृंग (गर्डल बीटल)', 'चक्रीभुंगा'],
        symptoms: [
          'Two rings cut around the stem, a branch or a leaf stalk; the part above them wilts and dries. The grub tunnels inside the stem, which may break later.',
          'तने, शाखा या पत्ती के डंठल पर गोलाई में दो छल्ले कटे होते हैं; उनके ऊपर का हिस्सा मुरझाकर सूख जाता है। इल्ली तने के अंदर सुरंग बनाती है और तना बाद में टूट सकता है।',
          'खोड, फांदी किंवा पानाच्या देठावर गोलाकार दोन कडी कापलेली असतात; त्यांच्या वरचा भाग कोमेजून वाळतो. अळी खोडाच्या आत पोखरत जाते आणि नंतर खोड मोडू शकते.',
        ],
        alt: ['A soybean stem with two rings cut around it and a wilting leaf above', 'सोयाबीन के तने पर दो कटे छल्ले और ऊपर मुरझाई पत्ती', 'सोयाबीनच्या खोडावर दोन कापलेली कडी आणि वर कोमेजलेले पान'],
      },
    ],
  },
  {
    slug: 'sunflower',
    name: ['Sunflower', 'सूरजमुखी', 'सूर्यफूल'],
    source: IIOR,
    seasons: [
      { season: 'kharif', state: '', from: '06-15', to: '07-31', source: IIOR },
      { season: 'rabi', state: '', from: '10-01', to: '11-15', source: IIOR },
    ],
    stages: [
      {
        stage: 'sowing', from: 0, to: 10,
        name: ['Sowing and emergence', 'बुवाई और अंकुरण', 'पेरणी आणि उगवण'],
        advice: [
          'For a variety or hybrid of 90-100 days. Sow in rows about 60 cm apart, 2-3 seeds per spot, and keep one healthy plant per spot 10-15 days after sowing.',
          '90-100 दिन की किस्म या संकर के लिए। लगभग 60 सेमी की दूरी पर कतारों में, एक जगह 2-3 बीज बोएं, और बुवाई के 10-15 दिन बाद एक जगह एक स्वस्थ पौधा रखें।',
          '90-100 दिवसांच्या वाण किंवा संकरित वाणासाठी. सुमारे 60 सेमी अंतराच्या ओळींत एका ठिकाणी 2-3 बिया पेरा, आणि पेरणीनंतर 10-15 दिवसांनी एका ठिकाणी एकच निरोगी रोप ठेवा.',
        ],
      },
      {
        stage: 'vegetative', from: 11, to: 45,
        name: ['Leaf growth and bud (star bud)', 'पत्तियों की बढ़वार और कली', 'पानांची वाढ आणि कळी'],
        advice: [
          'Keep the field free of weeds for the first 30-45 days. Bud initiation, about 30-35 days after sowing, is the first stage at which the crop must not lack water. Look for brown spots with rings on the lower leaves (Alternaria).',
          'पहले 30-45 दिन खेत को खरपतवार से मुक्त रखें। बुवाई के लगभग 30-35 दिन बाद कली बनना शुरू होती है: यह पहली अवस्था है जब फसल को पानी की कमी नहीं होनी चाहिए। नीचे की पत्तियों पर छल्लों वाले भूरे धब्बे (अल्टरनेरिया) देखें।',
          'पहिले 30-45 दिवस शेत तणमुक्त ठेवा. पेरणीनंतर सुमारे 30-35 दिवसांनी कळी येऊ लागते: या अवस्थेपासून पिकाला पाणी कमी पडू देऊ नये. खालच्या पानांवर कड्यांचे तपकिरी ठिपके (अल्टरनेरिया) पाहा.',
        ],
      },
      {
        stage: 'flowering', from: 46, to: 65,
        name: ['Flowering', 'फूल आना', 'फुलोरा'],
        advice: [
          'Do not let the crop lack water at flowering. Bees carry the pollen: where there are few bees, gently rub the faces of the flower heads with a soft cloth in the morning, every other day while they flower. Look for caterpillars feeding on the heads (head borer).',
          'फूल आते समय फसल को पानी की कमी न होने दें। परागण मधुमक्खियां करती हैं: जहां मधुमक्खियां कम हों, फूल आने के दिनों में हर दूसरे दिन सुबह मुलायम कपड़े से फूलों के मुख को हल्के से सहलाएं। मुंडक पर खाती इल्लियां (मुंडक छेदक) देखें।',
          'फुलोऱ्यात पिकाला पाणी कमी पडू देऊ नका. परागीभवन मधमाश्या करतात: जिथे मधमाश्या कमी आहेत तिथे फुलोऱ्याच्या काळात दिवसाआड सकाळी मऊ कापडाने फुलांच्या तोंडावरून हलका हात फिरवा. मुंडक्यावर खाणाऱ्या अळ्या (मुंडके पोखरणारी अळी) पाहा.',
        ],
      },
      {
        stage: 'fruiting', from: 66, to: 85,
        name: ['Seed filling', 'दाना भरना', 'दाणे भरणे'],
        advice: [
          'Give water at seed filling if the soil is dry, and keep birds away from the ripening heads.',
          'दाना भरते समय मिट्टी सूखी हो तो पानी दें, और पकते मुंडकों से पक्षियों को दूर रखें।',
          'दाणे भरताना जमीन कोरडी असल्यास पाणी द्या, आणि पिकणाऱ्या मुंडक्यांपासून पक्ष्यांना दूर ठेवा.',
        ],
      },
      {
        stage: 'harvest', from: 86, to: 100,
        name: ['Harvest', 'कटाई', 'काढणी'],
        advice: [
          'Harvest when the back of the head turns from lemon-yellow to brown and the bracts dry. Cut the heads and dry them in the sun for 2-3 days before threshing.',
          'जब मुंडक का पिछला भाग नींबू-पीले से भूरा होने लगे और बाहरी पंखुड़ियां सूख जाएं, तब कटाई करें। मुंडक काटकर गहाई से पहले 2-3 दिन धूप में सुखाएं।',
          'मुंडक्याची मागची बाजू लिंबासारख्या पिवळ्या रंगातून तपकिरी होऊ लागली आणि बाहेरील पाकळ्या वाळल्या की काढणी करा. मुंडकी कापून मळणीपूर्वी 2-3 दिवस उन्हात वाळवा.',
        ],
      },
    ],
    problems: [
      {
        slug: 'head-borer', kind: 'pest', stages: ['flowering', 'fruiting'],
        name: ['Head borer', 'मुंडक छेदक इल्ली', 'मुंडके पोखरणारी अळी'],
        symptoms: [
          'Green to brown caterpillars with stripes along the body feed on the face of the head, eating the florets and boring into the developing seeds. Holes and droppings on the head; damaged parts rot in wet weather.',
          'शरीर पर धारियों वाली हरी से भूरी इल्लियां मुंडक के मुख पर फूल खाती हैं और बनते दानों में छेद करती हैं। मुंडक पर छेद और मल दिखता है; नम मौसम में खराब हिस्सा सड़ जाता है।',
          'अंगावर पट्टे असलेल्या हिरव्या ते तपकिरी अळ्या मुंडक्याच्या तोंडावरील फुले खातात आणि भरणाऱ्या दाण्यांना छिद्रे पाडतात. मुंडक्यावर छिद्रे आणि विष्ठा दिसते; ओलसर हवामानात खराब भाग कुजतो.',
        ],
        alt: ['A sunflower head with holes, droppings and a striped caterpillar', 'सूरजमुखी का मुंडक, छेद, मल और धारीदार इल्ली', 'सूर्यफुलाचे मुंडके, छिद्रे, विष्ठा आणि पट्टेदार अळी'],
      },
      {
        slug: 'alternaria-blight', kind: 'disease', stages: ['vegetative', 'flowering', 'fruiting'],
        name: ['Alternaria leaf blight', 'अल्टरनेरिया पत्ती धब्बा', 'अल्टरनेरिया करपा'],
        symptoms: [
          'Dark brown to black, round or oval spots with rings inside and a yellow edge, first on the lower leaves. The spots join, and the leaves dry and fall; in humid weather spots also appear on stems, bracts and petals.',
          'गहरे भूरे से काले, गोल या अंडाकार धब्बे, अंदर छल्ले और चारों ओर पीला घेरा, पहले नीचे की पत्तियों पर। धब्बे मिलकर पत्तियां सुखाकर गिरा देते हैं; नम मौसम में तने, बाहरी पंखुड़ियों और फूलों पर भी धब्बे आते हैं।',
          'गडद तपकिरी ते काळे, गोल किंवा अंडाकृती ठिपके, आत कडी आणि भोवती पिवळी किनार, आधी खालच्या पानांवर. ठिपके एकत्र होऊन पाने वाळून गळतात; दमट हवामानात खोड, बाहेरील पाकळ्या आणि फुलांवरही ठिपके येतात.',
        ],
        alt: ['A sunflower leaf with dark ringed spots and yellow edges', 'सूरजमुखी की पत्ती पर छल्लेदार गहरे धब्बे और पीले घेरे', 'सूर्यफुलाच्या पानावर कड्यांचे गडद ठिपके आणि पिवळी किनार'],
      },
    ],
  },
  {
    slug: 'cotton',
    name: ['Cotton', 'कपास', 'कापूस'],
    source: CICR,
    seasons: [
      { season: 'kharif', state: '', from: '06-01', to: '07-15', source: CICR },
      { season: 'kharif', state: 'Punjab', from: '04-15', to: '05-15', source: PAU },
      { season: 'kharif', state: 'Haryana', from: '04-15', to: '05-15', source: CICR },
    ],
    stages: [
      {
        stage: 'sowing', from: 0, to: 15,
        name: ['Sowing and emergence', 'बुवाई और अंकुरण', 'पेरणी आणि उगवण'],
        advice: [
          'For a Bt hybrid of 160-180 days. In rainfed areas sow once the monsoon has set in and the soil is moist to a good depth; in irrigated north India sow in April-May. Fill gaps within 10 days and keep one plant per spot.',
          '160-180 दिन के बीटी संकर के लिए। बारानी क्षेत्रों में मानसून जमने और मिट्टी में गहराई तक नमी होने पर बुवाई करें; उत्तर भारत के सिंचित क्षेत्रों में अप्रैल-मई में। 10 दिन के अंदर खाली जगह भरें और एक जगह एक पौधा रखें।',
          '160-180 दिवसांच्या बीटी संकरित वाणासाठी. कोरडवाहू भागात मान्सून स्थिरावल्यावर आणि जमिनीत खोलवर ओल असताना पेरणी करा; उत्तर भारतातील बागायती भागात एप्रिल-मेमध्ये. 10 दिवसांत नांगे भरा आणि एका ठिकाणी एकच रोप ठेवा.',
        ],
      },
      {
        stage: 'vegetative', from: 16, to: 50,
        name: ['Leaf growth and squaring', 'बढ़वार और पुड़ी (कली) बनना', 'वाढ आणि पाते लागणे'],
        advice: [
          'Keep the field free of weeds for the first 60 days. Every week, turn over leaves on plants across the field and look for whitefly and jassid underneath. When the first squares form, put up pheromone traps to watch for pink bollworm moths.',
          'पहले 60 दिन खेत को खरपतवार से मुक्त रखें। हर हफ्ते पूरे खेत में पौधों की पत्तियां पलटकर नीचे सफेद मक्खी और हरा तेला देखें। पहली पुड़ियां बनते ही गुलाबी सुंडी के पतंगों पर नज़र रखने के लिए फेरोमोन ट्रैप लगाएं।',
          'पहिले 60 दिवस शेत तणमुक्त ठेवा. दर आठवड्याला शेतभर झाडांची पाने उलटून खाली पांढरी माशी आणि तुडतुडे पाहा. पहिली पाती लागताच गुलाबी बोंडअळीच्या पतंगांवर लक्ष ठेवण्यासाठी कामगंध सापळे लावा.',
        ],
      },
      {
        stage: 'flowering', from: 51, to: 90,
        name: ['Flowering', 'फूल आना', 'फुलोरा'],
        advice: [
          'Look for rosette flowers, whose petals stay twisted shut: pluck them and destroy them with the larvae inside. Do not let the crop suffer water stress; drain standing water after heavy rain.',
          'गुलाब की कली जैसे बंद फूल (रोज़ेट फूल) देखें, जिनकी पंखुड़ियां मुड़ी हुई बंद रहती हैं: उन्हें अंदर की सुंडी समेत तोड़कर नष्ट करें। फसल को पानी की कमी न होने दें; भारी बारिश के बाद रुका पानी निकालें।',
          'गुलाबाच्या कळीसारखी बंद फुले (डोमकळ्या) पाहा, ज्यांच्या पाकळ्या पिळवटून बंद राहतात: त्या आतील अळीसह तोडून नष्ट करा. पिकाला पाण्याचा ताण पडू देऊ नका; जोराच्या पावसानंतर साचलेले पाणी काढून टाका.',
        ],
      },
      {
        stage: 'fruiting', from: 91, to: 150,
        name: ['Boll development', 'टिंडे बनना और बढ़ना', 'बोंडे लागणे आणि वाढणे'],
        advice: [
          'Every week, open a few green bolls picked from different parts of the field and look for pink larvae inside. Collect and destroy fallen squares and bolls.',
          'हर हफ्ते खेत के अलग-अलग हिस्सों से कुछ हरे टिंडे तोड़कर खोलें और अंदर गुलाबी सुंडी देखें। गिरी हुई पुड़ियां और टिंडे इकट्ठा करके नष्ट करें।',
          'दर आठवड्याला शेताच्या वेगवेगळ्या भागांतून काही हिरवी बोंडे तोडून फोडा आणि आत गुलाबी अळी आहे का ते पाहा. गळलेली पाती आणि बोंडे गोळा करून नष्ट करा.',
        ],
      },
      {
        stage: 'harvest', from: 151, to: 180,
        name: ['Picking', 'चुनाई', 'वेचणी'],
        advice: [
          'Pick fully opened bolls in dry weather and keep the cotton clean and dry. End the crop on time: no extra irrigation to prolong it and no ratoon crop. After the last picking, remove the stalks and leftover bolls from the field so that pink bollworm does not carry over to the next season.',
          'पूरी तरह खुले टिंडे सूखे मौसम में चुनें और कपास को साफ और सूखा रखें। फसल समय पर खत्म करें: उसे लंबा खींचने के लिए अतिरिक्त सिंचाई न करें और पेड़ी (खुंटी) फसल न लें। आखिरी चुनाई के बाद डंठल और बचे टिंडे खेत से हटा दें ताकि गुलाबी सुंडी अगले मौसम तक न पहुंचे।',
          'पूर्ण उमललेली बोंडे कोरड्या हवामानात वेचा आणि कापूस स्वच्छ व कोरडा ठेवा. पीक वेळेवर संपवा: ते लांबवण्यासाठी जास्तीचे पाणी देऊ नका आणि खोडवा घेऊ नका. शेवटच्या वेचणीनंतर पऱ्हाट्या आणि उरलेली बोंडे शेतातून काढून टाका म्हणजे गुलाबी बोंडअळी पुढच्या हंगामात जाणार नाही.',
        ],
      },
    ],
    problems: [
      {
        slug: 'pink-bollworm', kind: 'pest', stages: ['flowering', 'fruiting'],
        name: ['Pink bollworm', 'गुलाबी सुंडी', 'गुलाबी बोंडअळी'],
        symptoms: [
          'Flowers stay closed like a rosebud (rosette flowers) with a small larva inside. Young bolls drop. Inside the bolls pink larvae eat the seeds; the lint is stained and the locks rot, and the bolls open badly.',
          'फूल गुलाब की कली की तरह बंद रहते हैं (रोज़ेट फूल) और अंदर छोटी सुंडी होती है। छोटे टिंडे गिर जाते हैं। टिंडों के अंदर गुलाबी सुंडियां बीज खाती हैं; रुई पर दाग पड़ते हैं, कपास की फांकें सड़ जाती हैं और टिंडे ठीक से नहीं खुलते।',
          'फुले गुलाबाच्या कळीसारखी बंद राहतात (डोमकळ्या) आणि आत लहान अळी असते. लहान बोंडे गळतात. बोंडांच्या आत गुलाबी अळ्या सरकी खातात; रुईवर डाग पडतात, कापसाच्या कवड्या सडतात आणि बोंडे नीट उमलत नाहीत.',
        ],
        alt: ['A cotton boll cut open with pink larvae eating the seeds, beside a closed rosette flower', 'खुला कटा कपास का टिंडा, बीज खाती गुलाबी सुंडियां, पास में बंद रोज़ेट फूल', 'फोडलेले कापसाचे बोंड, सरकी खाणाऱ्या गुलाबी अळ्या, शेजारी बंद डोमकळी'],
      },
      {
        slug: 'whitefly-leaf-curl', kind: 'pest', stages: ['vegetative', 'flowering', 'fruiting'],
        name: ['Whitefly and leaf curl', 'सफेद मक्खी और पत्ता मरोड़', 'पांढरी माशी आणि पाने आकसणे'],
        symptoms: [
          'Tiny white flies under the leaves fly up when the plant is shaken; leaves turn sticky and then black with sooty mould. In north India whitefly also spreads leaf curl: leaves curl, their veins thicken and small leaf-like growths appear under the leaf.',
          'पत्तियों के नीचे छोटी सफेद मक्खियां, पौधा हिलाने पर उड़ती हैं; पत्तियां चिपचिपी होकर फिर काली फफूंद से काली पड़ जाती हैं। उत्तर भारत में सफेद मक्खी पत्ता मरोड़ रोग भी फैलाती है: पत्तियां मुड़ जाती हैं, नसें मोटी हो जाती हैं और पत्ती के नीचे छोटी पत्ती जैसी बढ़वार निकलती है।',
          'पानांच्या खाली लहान पांढऱ्या माश्या, झाड हलवल्यास उडतात; पाने चिकट होऊन नंतर काळ्या बुरशीने काळी पडतात. उत्तर भारतात पांढरी माशी पाने आकसण्याचा (लीफ कर्ल) रोगही पसरवते: पाने वळतात, शिरा जाड होतात आणि पानाखाली लहान पानासारखी वाढ दिसते.',
        ],
        alt: ['A curled cotton leaf with tiny white flies underneath', 'मुड़ी हुई कपास की पत्ती, नीचे छोटी सफेद मक्खियां', 'वळलेले कापसाचे पान, खाली लहान पांढऱ्या माश्या'],
      },
      {
        slug: 'jassid', kind: 'pest', stages: ['vegetative', 'flowering'],
        name: ['Jassid (leafhopper)', 'हरा तेला (जैसिड)', 'तुडतुडे'],
        symptoms: [
          'Small, pale green, wedge-shaped insects walk sideways on the underside of the leaves. The leaf edges turn yellow, then reddish-brown, and the leaves cup downward; badly hit leaves dry up.',
          'पत्तियों के नीचे छोटे, हल्के हरे, तिकोने कीट तिरछे चलते हैं। पत्तियों के किनारे पहले पीले, फिर लाल-भूरे हो जाते हैं और पत्तियां नीचे की ओर कटोरी की तरह मुड़ जाती हैं; ज़्यादा प्रकोप में पत्तियां सूख जाती हैं।',
          'पानांच्या खाली लहान, फिकट हिरवे, पाचरीच्या आकाराचे कीटक तिरपे चालतात. पानांच्या कडा आधी पिवळ्या, मग लालसर-तपकिरी होतात आणि पाने खाली वाटीसारखी वळतात; जास्त प्रादुर्भावात पाने वाळतात.',
        ],
        alt: ['A cotton leaf cupped downward with yellow and red-brown edges, and small green insects', 'नीचे मुड़ी कपास की पत्ती, पीले और लाल-भूरे किनारे, छोटे हरे कीट', 'खाली वळलेले कापसाचे पान, पिवळ्या व लालसर कडा आणि लहान हिरवे कीटक'],
      },
    ],
  },
  {
    slug: 'tomato',
    name: ['Tomato', 'टमाटर', 'टोमॅटो'],
    source: IIVR,
    seasons: [{ season: 'kharif', state: '', from: '06-15', to: '07-31', source: IIVR }],
    stages: [
      {
        stage: 'sowing', from: 0, to: 30,
        name: ['Nursery', 'नर्सरी (पौध)', 'रोपवाटिका'],
        advice: [
          'For a transplanted variety whose first picking comes 60-70 days after transplanting; the sowing date is the day the nursery is sown. Raise seedlings on raised beds covered with fine insect net to keep whiteflies (leaf curl) out. Transplant 25-30 days old seedlings with 4-5 leaves.',
          'ऐसी रोपाई वाली किस्म के लिए जिसकी पहली तुड़ाई रोपाई के 60-70 दिन बाद होती है; बुवाई की तारीख नर्सरी बोने का दिन है। उठी हुई क्यारियों पर पौध तैयार करें और सफेद मक्खी (पत्ती मरोड़) से बचाने के लिए महीन कीट-रोधी जाली से ढकें। 25-30 दिन की, 4-5 पत्तियों वाली पौध की रोपाई करें।',
          'लावणीनंतर 60-70 दिवसांनी पहिली तोडणी येणाऱ्या लावणीच्या वाणासाठी; पेरणीची तारीख म्हणजे रोपवाटिकेत बी टाकल्याचा दिवस. गादीवाफ्यावर रोपे तयार करा आणि पांढऱ्या माशीपासून (पाने आकसणे) वाचवण्यासाठी बारीक कीटकरोधक जाळीने झाका. 25-30 दिवसांची, 4-5 पानांची रोपे लावा.',
        ],
      },
      {
        stage: 'vegetative', from: 31, to: 55,
        name: ['Establishment and growth', 'रोपाई के बाद बढ़वार', 'लावणीनंतर वाढ'],
        advice: [
          'Irrigate right after transplanting, keep weeds out and stake the plants. Pull out and destroy any plant with small, curled, yellowish leaves (leaf curl) as soon as you see it.',
          'रोपाई के तुरंत बाद सिंचाई करें, खरपतवार निकालें और पौधों को सहारा (डंडे) दें। छोटी, मुड़ी, पीली पड़ती पत्तियों (पत्ती मरोड़) वाला कोई भी पौधा दिखते ही उखाड़कर नष्ट करें।',
          'लावणीनंतर लगेच पाणी द्या, तण काढा आणि झाडांना आधार (काठ्या) द्या. लहान, वळलेली, पिवळसर पाने (पाने आकसणे) असलेले कोणतेही झाड दिसताच उपटून नष्ट करा.',
        ],
      },
      {
        stage: 'flowering', from: 56, to: 75,
        name: ['Flowering', 'फूल आना', 'फुलोरा'],
        advice: [
          'Water lightly and regularly; dry spells followed by heavy watering make flowers drop and fruits crack. Remove the lower leaves that show ringed brown spots (early blight).',
          'हल्की और नियमित सिंचाई करें; सूखे के बाद अचानक भारी पानी देने से फूल झड़ते हैं और फल फटते हैं। छल्लेदार भूरे धब्बों (अगेती झुलसा) वाली नीचे की पत्तियां तोड़ दें।',
          'हलके आणि नियमित पाणी द्या; ताणानंतर एकदम जास्त पाणी दिल्यास फुलगळ होते आणि फळे तडकतात. कड्यांचे तपकिरी ठिपके (लवकर येणारा करपा) असलेली खालची पाने काढून टाका.',
        ],
      },
      {
        stage: 'fruiting', from: 76, to: 100,
        name: ['Fruit set and growth', 'फल लगना और बढ़ना', 'फळधारणा आणि वाढ'],
        advice: [
          'Keep watering evenly and keep the fruits off the ground with stakes. Keep looking for early blight spots on the leaves and fruits.',
          'एक समान सिंचाई करते रहें और डंडों के सहारे फलों को ज़मीन से ऊपर रखें। पत्तियों और फलों पर अगेती झुलसा के धब्बे देखते रहें।',
          'नियमित सारखे पाणी देत राहा आणि काठ्यांच्या आधाराने फळे जमिनीपासून वर ठेवा. पानांवर आणि फळांवर लवकर येणाऱ्या करप्याचे ठिपके पाहत राहा.',
        ],
      },
      {
        stage: 'harvest', from: 101, to: 150,
        name: ['Picking', 'तुड़ाई', 'तोडणी'],
        advice: [
          'Pick fruits when they start to turn pink for distant markets, and fully red for a nearby one. Pick every 3-4 days and keep the picked fruits in the shade.',
          'दूर के बाज़ार के लिए फल गुलाबी होना शुरू होते ही और पास के बाज़ार के लिए पूरे लाल होने पर तोड़ें। हर 3-4 दिन पर तुड़ाई करें और तोड़े फल छाया में रखें।',
          'लांबच्या बाजारासाठी फळे गुलाबी होऊ लागताच आणि जवळच्या बाजारासाठी पूर्ण लाल झाल्यावर तोडा. दर 3-4 दिवसांनी तोडणी करा आणि तोडलेली फळे सावलीत ठेवा.',
        ],
      },
    ],
    problems: [
      {
        slug: 'leaf-curl-virus', kind: 'disease', stages: ['sowing', 'vegetative', 'flowering'],
        name: ['Leaf curl virus', 'पत्ती मरोड़ (लीफ कर्ल)', 'पाने आकसणे (लीफ कर्ल)'],
        symptoms: [
          'Young leaves are small, curled upward and crinkled, yellowish at the edges. The plant stays stunted and bushy with short joints and bears few or no fruits. The virus is spread by whitefly.',
          'नई पत्तियां छोटी, ऊपर की ओर मुड़ी और सिकुड़ी हुई, किनारों पर पीली। पौधा बौना और झाड़ीदार रह जाता है, गांठें पास-पास होती हैं और फल बहुत कम या बिल्कुल नहीं लगते। यह विषाणु सफेद मक्खी से फैलता है।',
          'कोवळी पाने लहान, वरच्या बाजूला वळलेली आणि सुरकुतलेली, कडांना पिवळसर. झाड खुजे आणि झुडपासारखे राहते, पेरे जवळजवळ येतात आणि फळे फार कमी किंवा अजिबात लागत नाहीत. हा विषाणू पांढऱ्या माशीमुळे पसरतो.',
        ],
        alt: ['A stunted tomato plant with small, upward-curled, yellow-edged leaves', 'बौना टमाटर का पौधा, छोटी, ऊपर मुड़ी, पीले किनारों वाली पत्तियां', 'खुजे टोमॅटोचे झाड, लहान, वर वळलेली, पिवळ्या कडांची पाने'],
      },
      {
        slug: 'early-blight', kind: 'disease', stages: ['vegetative', 'flowering', 'fruiting'],
        name: ['Early blight', 'अगेती झुलसा', 'लवकर येणारा करपा'],
        symptoms: [
          'Dark brown spots with rings inside, like a target, first on the older lower leaves, with yellowing around them; the leaves dry and fall. Dark, sunken, ringed spots appear on the stems and at the stalk end of the fruits.',
          'पुरानी, नीचे की पत्तियों पर पहले निशाने जैसे छल्लों वाले गहरे भूरे धब्बे, आसपास पीलापन; पत्तियां सूखकर गिर जाती हैं। तनों पर और फलों के डंठल वाले सिरे पर गहरे, धंसे हुए, छल्लेदार धब्बे बनते हैं।',
          'जुन्या, खालच्या पानांवर आधी नेमबाजीच्या लक्ष्यासारखे कड्यांचे गडद तपकिरी ठिपके, भोवती पिवळेपणा; पाने वाळून गळतात. खोडांवर आणि फळांच्या देठाकडील टोकावर गडद, खोलगट, कड्यांचे ठिपके येतात.',
        ],
        alt: ['A tomato leaf with dark target-like ringed spots and yellowing around them', 'टमाटर की पत्ती पर निशाने जैसे छल्लेदार गहरे धब्बे और आसपास पीलापन', 'टोमॅटोच्या पानावर लक्ष्यासारखे कड्यांचे गडद ठिपके आणि भोवती पिवळेपणा'],
      },
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crops')
    .addColumn('slug', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_hi', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_mr', 'varchar(80)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('crop_seasons')
    .addColumn('crop', 'varchar(40)', (c) => c.notNull().references('crops.slug').onDelete('cascade'))
    .addColumn('season', 'varchar(10)', (c) => c.notNull())
    // The shop's name of the state (src/shared/india.ts); '' is the national default.
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    // The sowing window as month-day, 'MM-DD', within one calendar year.
    .addColumn('sow_from', 'varchar(5)', (c) => c.notNull())
    .addColumn('sow_to', 'varchar(5)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crop_seasons_pk', ['crop', 'season', 'state'])
    .execute();
  await db.schema
    .createTable('crop_stages')
    .addColumn('crop', 'varchar(40)', (c) => c.notNull().references('crops.slug').onDelete('cascade'))
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_day', 'integer', (c) => c.notNull())
    .addColumn('to_day', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_hi', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_mr', 'varchar(120)', (c) => c.notNull())
    .addColumn('advice_en', 'text', (c) => c.notNull())
    .addColumn('advice_hi', 'text', (c) => c.notNull())
    .addColumn('advice_mr', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crop_stages_pk', ['crop', 'stage'])
    .execute();
  await db.schema
    .createTable('crop_problems')
    .addColumn('crop', 'varchar(40)', (c) => c.notNull().references('crops.slug').onDelete('cascade'))
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_hi', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_mr', 'varchar(120)', (c) => c.notNull())
    .addColumn('symptoms_en', 'text', (c) => c.notNull())
    .addColumn('symptoms_hi', 'text', (c) => c.notNull())
    .addColumn('symptoms_mr', 'text', (c) => c.notNull())
    // The drawing, under public/images/problems/, and its words for those who cannot see it.
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('alt_en', 'varchar(300)', (c) => c.notNull())
    .addColumn('alt_hi', 'varchar(300)', (c) => c.notNull())
    .addColumn('alt_mr', 'varchar(300)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crop_problems_pk', ['crop', 'slug'])
    .execute();
  await db.schema
    .createTable('crop_problem_stages')
    .addColumn('crop', 'varchar(40)', (c) => c.notNull())
    .addColumn('problem', 'varchar(60)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('crop_problem_stages_pk', ['crop', 'problem', 'stage'])
    .addForeignKeyConstraint('crop_problem_stages_problem_fk', ['crop', 'problem'], 'crop_problems', ['crop', 'slug'], (fk) => fk.onDelete('cascade'))
    .addForeignKeyConstraint('crop_problem_stages_stage_fk', ['crop', 'stage'], 'crop_stages', ['crop', 'stage'], (fk) => fk.onDelete('cascade'))
    .execute();

  for (const [position, crop] of CROPS.entries()) {
    await db.insertInto('crops').values({ slug: crop.slug, position, name_en: crop.name[0], name_hi: crop.name[1], name_mr: crop.name[2], source: crop.source }).execute();
    await db
      .insertInto('crop_seasons')
      .values(crop.seasons.map((s) => ({ crop: crop.slug, season: s.season, state: s.state, sow_from: s.from, sow_to: s.to, source: s.source })))
      .execute();
    await db
      .insertInto('crop_stages')
      .values(
        crop.stages.map((s) => ({
          crop: crop.slug, stage: s.stage, from_day: s.from, to_day: s.to,
          name_en: s.name[0], name_hi: s.name[1], name_mr: s.name[2],
          advice_en: s.advice[0], advice_hi: s.advice[1], advice_mr: s.advice[2],
          source: crop.source,
        })),
      )
      .execute();
    await db
      .insertInto('crop_problems')
      .values(
        crop.problems.map((p, i) => ({
          crop: crop.slug, slug: p.slug, position: i, kind: p.kind,
          name_en: p.name[0], name_hi: p.name[1], name_mr: p.name[2],
          symptoms_en: p.symptoms[0], symptoms_hi: p.symptoms[1], symptoms_mr: p.symptoms[2],
          image: `/images/problems/${crop.slug}-${p.slug}.svg`,
          alt_en: p.alt[0], alt_hi: p.alt[1], alt_mr: p.alt[2],
          source: crop.source,
        })),
      )
      .execute();
    await db
      .insertInto('crop_problem_stages')
      .values(crop.problems.flatMap((p) => p.stages.map((stage) => ({ crop: crop.slug, problem: p.slug, stage }))))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['crop_problem_stages', 'crop_problems', 'crop_stages', 'crop_seasons', 'crops']) await db.schema.dropTable(table).execute();
}
