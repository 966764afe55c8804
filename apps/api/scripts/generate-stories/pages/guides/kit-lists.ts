import { type GuideCopy, questions } from './guide-copy.ts';

export const KIT_LISTS: GuideCopy[] = [
  {
    slug: 'ski-touring-kit-list',
    summary:
      'Everything to take on a day of ski touring, from skins and transceivers to spare gloves, and how to check it before you set off.',
    scene: 'snowy-ridge',
    alt: 'Ski tourers skinning up a snowy ridge in single file',
    picks: {
      categoryUri: '/all/equipment/ski-equipment',
      name: /touring|transceiver|shovel|probe|skins/i,
      adults: true,
    },
    sections: [
      questions('Skis, boots and bindings', [
        [
          'Touring skis and skins',
          'Light skis with skins cut to fit them. Take the skin storage mesh or a bag to keep the glue clean.',
        ],
        [
          'Touring bindings',
          'Pin (tech) bindings are lightest; frame bindings suit skiers who mostly ski the resort. Both need brakes or leashes.',
        ],
        [
          'Touring boots',
          'Boots with a walk mode and tech inserts for pin bindings. Try them with the bindings before the trip.',
        ],
        [
          'Ski crampons',
          'Blades that clip under the binding for icy traverses, where skins alone will not grip.',
        ],
      ]),
      questions('Avalanche safety kit', [
        [
          'Transceiver, shovel and probe',
          'Every person carries all three. A three-antenna digital transceiver, a metal-bladed shovel and a probe of at least 240cm.',
        ],
        [
          'Check and practise',
          'Fit fresh batteries, do a group transceiver check at the start of every day, and practise searches until you can find a buried transceiver in under five minutes.',
        ],
        [
          'Airbag packs',
          'An airbag can help keep you near the surface in an avalanche. It adds to, and never replaces, the kit above and good decisions.',
        ],
      ]),
      questions('Clothing', [
        [
          'For the climb',
          'A thin base layer and a breathable softshell or light fleece. You will be warm going uphill, even on cold days.',
        ],
        [
          'For the summit and descent',
          'A waterproof shell jacket and trousers, and an insulated jacket to pull on at every stop.',
        ],
        [
          'Hands, head and eyes',
          'Thin gloves for the climb and warm gloves or mitts for the descent; a hat and a neck gaiter; sunglasses for the climb and goggles for the descent.',
        ],
      ]),
      questions('In your pack', [
        [
          'The pack',
          'A 30 to 40 litre touring pack with a ski carry system and a separate pocket for your shovel and probe.',
        ],
        [
          'Essentials',
          '- Spare gloves and a spare warm layer\n- A flask and food you can eat with gloves on\n- First aid kit\n- Head torch\n- Sun cream and lip balm\n- Emergency shelter (a group shelter or bothy bag)',
        ],
        [
          'Repair kit',
          'A multi-tool with the right binding screwdriver, ski straps, duct tape and a spare binding screw or two.',
        ],
      ]),
      questions('Navigation and communication', [
        [
          'Navigation',
          'A map and compass, and a phone or GPS with offline maps as a back-up. Practise navigating in poor visibility.',
        ],
        [
          'Communication',
          'Keep your phone warm in an inside pocket, with a power bank. Tell someone your route and when you expect to be back.',
        ],
        [
          'In an emergency',
          'In the UK, call 999, ask for the police and then mountain rescue. In the Alps, call 112.',
        ],
      ]),
      questions('Before you go', [
        [
          'Forecasts',
          'Read the avalanche forecast (in Scotland, from the Scottish Avalanche Information Service) and a mountain weather forecast the evening before and the morning of your tour.',
        ],
        [
          'Plan',
          'Choose a route that suits the forecast, with places to turn back. Agree in the group when you will turn round.',
        ],
        [
          'Learn',
          "A ski touring and avalanche awareness course is the best kit you can buy. Our [What's on](/about-us/whats-on) page lists free evenings in store.",
        ],
      ]),
      questions('Checklist', [
        [
          'The full list',
          '- Touring skis, skins, bindings and ski crampons\n- Touring boots\n- Poles (adjustable)\n- Transceiver, shovel and probe\n- Base layer, softshell or fleece\n- Waterproof jacket and trousers\n- Insulated jacket\n- Thin and warm gloves, spare gloves\n- Hat and neck gaiter\n- Sunglasses and goggles\n- Helmet\n- 30 to 40 litre pack\n- Flask, food and water\n- First aid kit and emergency shelter\n- Repair kit\n- Map, compass, phone and power bank\n- Head torch\n- Sun cream and lip balm',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'winter-hillwalking-kit-list',
    summary:
      'What to wear and carry for a winter day in the UK hills: layers, boots and crampons, navigation, safety kit and a full checklist.',
    scene: 'snowy-ridge',
    alt: 'Two walkers with ice axes on a snowy hillside in winter',
    sections: [
      questions('Clothing', [
        [
          'Layers',
          'A merino or synthetic base layer, a fleece mid layer and an insulated jacket for stops. Avoid cotton: it stays wet and cold.',
        ],
        [
          'Waterproofs',
          'A waterproof jacket with a hood that fits over a hat (and a helmet if you need one) and waterproof trousers with side zips, so you can pull them on over boots and crampons.',
        ],
        [
          'Legs',
          'Softshell or winter walking trousers, with gaiters to keep snow out of your boots.',
        ],
        [
          'Hands and head',
          'At least three pairs of gloves: thin liners, warm gloves and mitts. A warm hat, a neck gaiter and goggles for spindrift and blizzards.',
        ],
      ]),
      questions('Boots, crampons and ice axe', [
        [
          'Boots',
          'B1 or B2 boots, stiff enough for crampons. See our [walking boot guide](/guides/walking-boot-buying-guide) for ratings.',
        ],
        [
          'Crampons',
          'C1 or C2 crampons matched to your boots. Fit them at home, with your boots, before the trip.',
        ],
        [
          'Ice axe',
          'A walking axe of about 50 to 60cm. Learn how to use it to self-arrest before you need to.',
        ],
        [
          'Microspikes',
          'Useful on icy paths at low level, but no substitute for crampons on steep snow.',
        ],
      ]),
      questions('Navigation', [
        [
          'Map and compass',
          'A 1:25,000 or 1:50,000 map in a waterproof case, and a compass you know how to use. In a whiteout, the path and landmarks disappear.',
        ],
        [
          'Phone and GPS',
          'Download offline maps as a back-up. Batteries drain fast in the cold: keep your phone in an inside pocket and carry a power bank.',
        ],
      ]),
      questions('Safety kit', [
        [
          'Head torch',
          'Winter days are short: in December the sun sets before 4pm in Scotland. Carry a head torch with spare batteries on every walk.',
        ],
        [
          'Shelter and first aid',
          'A group shelter or bothy bag, a survival bag, a first aid kit and a whistle.',
        ],
        ['Tell someone', 'Leave your route and expected return time with someone at home.'],
      ]),
      questions('Food and drink', [
        ['Hot drinks', 'A flask of something hot makes a big difference on a cold stop.'],
        [
          'Food',
          'Calorie-dense snacks that are easy to eat with gloves on. Eat little and often rather than waiting for lunch.',
        ],
      ]),
      questions('Your pack', [
        ['Size', 'A 30 to 40 litre pack, with an ice axe loop and straps for crampons.'],
        [
          'Keeping things dry',
          'Use a waterproof liner or dry bags inside your pack: rucksacks are not waterproof.',
        ],
      ]),
      questions('Skills and conditions', [
        [
          'Forecasts',
          'Check a mountain weather forecast and, in Scotland, the avalanche forecast from the Scottish Avalanche Information Service before you go. Read our article on [winter conditions in the Cairngorms](/articles/cairngorm-winter-conditions).',
        ],
        [
          'Skills',
          'A winter skills course teaches cramponing, ice axe arrest and avalanche awareness. Practise on a safe slope with a clear run-out.',
        ],
        [
          'Turning back',
          'Decide on a turn-back time before you start. The summit will still be there next weekend.',
        ],
      ]),
      questions('Checklist', [
        [
          'The full list',
          '- Base layer, fleece and insulated jacket\n- Waterproof jacket and trousers\n- Winter trousers and gaiters\n- Three pairs of gloves\n- Hat, neck gaiter and goggles\n- B1 or B2 boots and warm socks\n- Crampons and ice axe\n- Map, compass, phone and power bank\n- Head torch and spare batteries\n- Group shelter, survival bag, first aid kit and whistle\n- Flask and snacks\n- 30 to 40 litre pack with a liner',
        ],
      ]),
    ],
    closing: 'help',
  },
  {
    slug: 'wild-camping-kit-list',
    summary:
      'Where you can wild camp in the UK, what to carry to sleep, cook and stay safe, and how to leave no trace.',
    scene: 'forest-camp',
    alt: 'A small tent pitched beside a loch at dusk',
    sections: [
      questions('Where you can camp', [
        [
          'Scotland',
          'The Scottish Outdoor Access Code allows responsible wild camping on most unenclosed land. In some areas, such as parts of Loch Lomond and the Trossachs National Park in summer, you need a permit.',
        ],
        [
          'England and Wales',
          "Wild camping generally needs the landowner's permission. On parts of Dartmoor, backpack camping is allowed on certain commons: check the national park's map before you go.",
        ],
        [
          'Good manners',
          'Camp small, out of sight of houses and roads, for one or two nights, and away from farm animals.',
        ],
      ]),
      questions('Shelter', [
        [
          'Tent',
          'A light three-season tent that stands up to wind. See our [tent buying guide](/guides/tent-buying-guide).',
        ],
        [
          'Tarp and bivvy',
          'A tarp and a bivvy bag are lighter and lower-impact, but leave you exposed to midges and weather.',
        ],
        ['Pegs', 'Carry a few extra pegs, including some for soft ground.'],
      ]),
      questions('Sleep system', [
        [
          'Sleeping bag',
          'Rated for the coldest night you expect. See our [sleeping bag guide](/guides/sleeping-bag-buying-guide).',
        ],
        [
          'Mat',
          'An insulated mat with an R-value of at least 3, and a pillow (or a stuff sack of clothes).',
        ],
      ]),
      questions('Cooking and water', [
        [
          'Stove',
          'A gas canister stove with a pan, a lighter and a spare, and a long spoon. Never cook inside your tent.',
        ],
        [
          'Water',
          'Carry a filter or purifier: even clear hill streams can carry bugs from animals upstream. Take bottles or a bladder to carry water to camp.',
        ],
        [
          'Food',
          'Dehydrated meals are light and quick. Pack food in a bag you can carry your waste out in.',
        ],
      ]),
      questions('Clothing', [
        [
          'For the evening',
          'An insulated jacket and a warm hat for the hours after you stop. Camp gets cold fast.',
        ],
        ['To sleep in', 'A dry base layer and socks kept only for sleeping.'],
        [
          'Midges',
          'From late spring to autumn in Scotland, a head net and repellent make evenings far more pleasant.',
        ],
      ]),
      questions('Leave no trace', [
        [
          'Arrive late, leave early',
          'Pitch in the evening and move on in the morning, leaving no sign you were there.',
        ],
        ['No fires', 'Open fires scar the ground and can start wildfires. Use a stove.'],
        [
          'Toilet',
          'Go at least 30 metres from water, dig a hole 15cm deep and fill it in. Carry out toilet paper.',
        ],
        [
          'Rubbish',
          'Carry out everything you carried in, including food waste. Read more in [Wild camping etiquette](/articles/wild-camping-etiquette).',
        ],
      ]),
      questions('Checklist', [
        [
          'The full list',
          '- Tent, pegs and guy lines\n- Sleeping bag, mat and pillow\n- Stove, gas, pan, lighter and spoon\n- Water filter and bottles\n- Food and a rubbish bag\n- Insulated jacket, hat and sleeping clothes\n- Waterproofs\n- Head torch\n- Map, compass and phone\n- First aid kit\n- Trowel and toilet paper\n- Midge net and repellent',
        ],
      ]),
    ],
    closing: 'help',
  },
];
