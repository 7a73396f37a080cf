import type { ArticleSeed } from './article-seed';

export const ARTICLES_1: ArticleSeed[] = [
  {
    title: 'Walking the Civil Rights Trail in Birmingham, Selma and Montgomery',
    summary: 'How to plan a respectful, unhurried journey through the places where the movement changed America.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-01-12',
    experiences: ['civil-rights-legacy', 'history'],
    body: `<p>Few places in the United States hold as much of the civil rights story as the stretch of Alabama between Birmingham and Montgomery. In barely a hundred miles, a traveler can stand in the church where four girls were killed in 1963, walk across the bridge where marchers were beaten on Bloody Sunday, and sit in the pews where Dr. Martin Luther King Jr. preached during the Montgomery Bus Boycott. This guide suggests a way to see it in four days without rushing.</p>
<h2>Day one: Birmingham</h2>
<p>Start at the Birmingham Civil Rights Institute, which walks visitors from the segregated city of the 1950s through the campaign of 1963. Across the street, the 16th Street Baptist Church offers tours of its sanctuary and basement, and Kelly Ingram Park’s sculptures recall the fire hoses and police dogs turned on children. The A.G. Gaston Motel, where movement leaders planned their strategy, anchors the Birmingham Civil Rights National Monument. If you have time, drive north to Bethel Baptist Church, the home church of Rev. Fred Shuttlesworth.</p>
<h2>Day two: Selma</h2>
<p>Drive about ninety minutes south to Selma. Begin at Brown Chapel AME Church, where the marches of March 1965 began, then walk the route down to the Edmund Pettus Bridge. Crossing it on foot, slowly, is the best way to understand the moment when the marchers reached the crest and saw the troopers waiting. On the far side, the National Voting Rights Museum collects the stories of the foot soldiers.</p>
<h2>Day three: the road to Montgomery</h2>
<p>Follow U.S. Highway 80, the route of the Selma to Montgomery National Historic Trail. The Lowndes Interpretive Center, midway, tells of the marchers’ campsites and of the tent city built for families evicted for registering to vote. In Montgomery, visit the Rosa Parks Museum, the Freedom Rides Museum and Dexter Avenue King Memorial Baptist Church, a block from the Capitol where the march ended.</p>
<h2>Day four: memory and justice</h2>
<p>Give a full morning to the Legacy Museum and the National Memorial for Peace and Justice, created by the Equal Justice Initiative. They connect slavery, lynching, segregation and mass incarceration in a way that stays with visitors long after they leave.</p>
<ul><li>Book timed tickets ahead where offered, especially for groups.</li><li>Many churches are active congregations; check tour hours and dress respectfully.</li><li>Leave room in the schedule to talk about what you have seen.</li></ul>
<p>The trail is not a checklist. It is a chance to listen to the people who lived this history and to the places that still bear witness to it.</p>`,
  },
  {
    title: 'The Muscle Shoals Sound: A Listener’s Guide to the Shoals',
    summary:
      'Why two small studios on the Tennessee River recorded some of the most important music of the 1960s and 1970s.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-02-03',
    experiences: ['music', 'history'],
    body: `<p>Ask a musician to name the places where American popular music was made and, after Memphis, Nashville and Detroit, many will say Muscle Shoals. In the 1960s and 1970s, a handful of local session players in this corner of northwest Alabama backed soul singers, rock bands and pop stars on hundreds of records. Visiting the Shoals today means seeing the rooms where that happened, often with people who still remember the sessions.</p>
<h2>FAME Recording Studios</h2>
<p>Rick Hall’s FAME studio on Avalon Avenue in Muscle Shoals is where the story begins. Arthur Alexander’s “You Better Move On” was cut in an earlier FAME room, and the Avalon Avenue studio went on to record Wilson Pickett, Etta James, Clarence Carter and, famously, Aretha Franklin’s first sessions for Atlantic Records. FAME is still a working studio, so tours depend on the recording schedule; call ahead.</p>
<h2>3614 Jackson Highway</h2>
<p>In 1969, the rhythm section known as the Swampers left FAME and opened Muscle Shoals Sound Studio in a plain cinder-block building in Sheffield. The Rolling Stones recorded “Brown Sugar” and “Wild Horses” there, and Paul Simon, Bob Seger, Cher, the Staple Singers and Lynyrd Skynyrd followed. Restored by the Muscle Shoals Music Foundation, the studio looks much as it did, down to the carpet and the control room glass.</p>
<h2>Beyond the studios</h2>
<p>The Shoals’ musical roots go deeper. Florence is the birthplace of W.C. Handy, the Father of the Blues, whose cabin and museum hold his trumpet and piano. The Alabama Music Hall of Fame in Tuscumbia honors performers from Nat King Cole to the band Alabama. Every July, the W.C. Handy Music Festival fills parks, churches and restaurants across the four cities with free performances.</p>
<ul><li>Plan a long weekend: one day for the studios, one for Florence and Tuscumbia.</li><li>Watch the 2013 documentary Muscle Shoals before you go.</li><li>Save an evening for live music in downtown Florence.</li></ul>
<p>What visitors notice most is how ordinary these places look. The magic was never in the buildings. It was in the players, the engineers and the artists who came looking for a sound they could not find anywhere else, and found it on the banks of the Tennessee River.</p>`,
  },
  {
    title: 'Alabama White Sauce and the State’s Barbecue Traditions',
    summary:
      'From Decatur’s mayonnaise-based sauce to Tuscaloosa ribs, a short history of Alabama barbecue and where to taste it.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-03-09',
    experiences: ['food-and-drink'],
    body: `<p>Every Southern state argues about barbecue, and Alabama has more to argue about than most. The state has no single style. Instead it has a patchwork of pit traditions shaped by the families who kept them going, from hickory-smoked pork shoulders in the north to ribs dressed in tangy red sauce in the west. And it has one sauce found almost nowhere else: white sauce.</p>
<h2>The birth of white sauce</h2>
<p>In 1925, Bob Gibson began cooking barbecue in a backyard pit in Decatur. To keep his smoked chickens moist and give them a kick, he dunked them in a thin sauce of mayonnaise, vinegar and black pepper. Big Bob Gibson Bar-B-Q is still run by his family, and its white sauce has spread across the state and beyond. Try it on chicken first, the way it was meant to be eaten, and then on everything else.</p>
<h2>Ribs and red sauce in Tuscaloosa</h2>
<p>In Tuscaloosa, barbecue means ribs. Dreamland Bar-B-Que, opened by John “Big Daddy” Bishop in 1958, famously served little beyond ribs, white bread and sauce for decades. Across the river in Northport, Archibald’s has smoked ribs in a small cinder-block pit house since 1962, and many regulars eat in their cars. Both serve orange-red sauces with plenty of vinegar and pepper.</p>
<h2>Birmingham’s pits</h2>
<p>Birmingham has a barbecue scene as varied as its neighborhoods. Golden Rule traces its history to a roadside stand in 1891. Bob Sykes in Bessemer has smoked pork in an open pit since 1957. Newer favorites such as Saw’s pair smoked meat with soul food sides and cheese grits.</p>
<ul><li>Go early: many pits sell out of ribs by mid-afternoon.</li><li>Order the house specialty the first time, whatever it is.</li><li>Save room for pie; most family places bake their own.</li></ul>
<p>The best way to understand Alabama barbecue is to drive it. Start in Decatur, work south through Birmingham and Tuscaloosa, and keep going to Selma and Mobile. Every stop will tell you it does things the right way, and every one of them will be right.</p>`,
  },
  {
    title: 'Chasing Waterfalls on Lookout Mountain',
    summary: 'Little River Canyon, DeSoto Falls and the wet-season magic of northeast Alabama’s mountains.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-03-23',
    experiences: ['outdoor'],
    body: `<p>The southern end of the Appalachian Mountains reaches into northeast Alabama as a series of long, flat-topped ridges. Lookout Mountain is the best known, and on its plateau rivers run over sandstone until they reach the edge and fall. From late winter through spring, when rain keeps the streams full, this corner of the state has some of the finest waterfall hiking in the South.</p>
<h2>Little River Canyon</h2>
<p>The Little River is unusual: it flows for most of its length on top of a mountain. Over millions of years it carved Little River Canyon, which reaches about six hundred feet deep and is protected as a National Preserve. The Canyon Rim Parkway follows the western rim with overlooks above Little River Falls, Grace’s High Falls and Eberhart Point. In summer, swimmers gather at the pools below the falls; in winter, the falls are at their loudest.</p>
<h2>DeSoto State Park and DeSoto Falls</h2>
<p>Upstream, DeSoto State Park’s trails wind along the West Fork of Little River past smaller falls and mountain laurel. A few miles north, DeSoto Falls drops about 104 feet into a gorge below an old dam, a short walk from the parking area. The park’s lodge, chalets and stone cabins built by the Civilian Conservation Corps make a comfortable base, and the village of Mentone has cafés and craft shops.</p>
<h2>Noccalula Falls</h2>
<p>At the southern end of Lookout Mountain in Gadsden, Black Creek plunges about ninety feet at Noccalula Falls Park. A gorge trail leads behind and below the falls, and the park has a pioneer village and botanical garden for families.</p>
<ul><li>Visit after a few days of rain for the fullest falls; late summer can be nearly dry.</li><li>Stay on marked trails: canyon edges are steep and rock can be slick.</li><li>Pack out everything you bring in and leave wildflowers where they grow.</li></ul>
<p>Spend two or three days and you can see most of the major falls, stop for tomato pie in Mentone, and end with an underground walk at Cathedral Caverns, whose entrance is one of the widest of any commercial cave in the world.</p>`,
  },
];
