import type { ArticleSeed } from './article-seed';

export const ARTICLES_2: ArticleSeed[] = [
  {
    title: 'A Family Guide to the U.S. Space & Rocket Center',
    summary: 'How to spend a day with the Saturn V in Huntsville, the Rocket City.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-04-06',
    experiences: ['science-and-discovery', 'history'],
    body: `<p>Huntsville calls itself the Rocket City with good reason. In the 1950s, Wernher von Braun’s team of engineers moved to Redstone Arsenal, and in 1960 NASA opened the Marshall Space Flight Center there. The Saturn V rocket that carried astronauts to the Moon was designed in Huntsville. The U.S. Space & Rocket Center, the official visitor center for Marshall, tells that story better than anywhere else.</p>
<h2>The Saturn V</h2>
<p>The centerpiece is the Davidson Center for Space Exploration, where a Saturn V hangs horizontally above visitors’ heads, its stages separated so you can see inside. It is one of only three Saturn V rockets left and a National Historic Landmark. Walking its length, about 363 feet, is the best way to understand the scale of the Apollo program.</p>
<h2>Rocket Park and the simulators</h2>
<p>Outside, Rocket Park displays the Redstone, Jupiter and other rockets that came before the Saturn, and a full-size replica of a Saturn V stands upright as a landmark visible from Interstate 565. Indoors and out, simulators let visitors feel launch forces or the tumble of multi-axis training. Pathfinder, a full-scale space shuttle test vehicle, is displayed on the grounds.</p>
<h2>Space Camp</h2>
<p>Since 1982, Space Camp has trained hundreds of thousands of young people and adults in missions, simulators and teamwork. Camps run several days and book well ahead, but day visitors can often see trainees at work.</p>
<ul><li>Plan at least five hours; a full day is better for families with older children.</li><li>Check the schedule for planetarium and film showtimes when you arrive.</li><li>Pair the visit with the Huntsville Botanical Garden across the road.</li></ul>
<p>The rest of Huntsville rewards a longer stay. Downtown’s Big Spring Park, the Huntsville Museum of Art and the artist studios at Lowe Mill are close by, and Monte Sano State Park offers hiking with a view over the city. But for most visitors, the memory that lasts is standing under the Saturn V and imagining the people in this small Alabama city who helped send humans to the Moon.</p>`,
  },
  {
    title: 'Sugar-White Sand: Planning a Trip to Gulf Shores and Orange Beach',
    summary: 'Where to swim, eat and explore on Alabama’s 32 miles of Gulf beaches.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-04-20',
    experiences: ['beaches', 'outdoor', 'food-and-drink'],
    body: `<p>Alabama’s Gulf beaches run from the tip of the Fort Morgan peninsula east to the Florida line at Perdido Key. The sand is fine quartz, washed down from the Appalachians over millions of years, and it stays cool underfoot on all but the hottest afternoons. Gulf Shores and Orange Beach are the main towns, and between them lies Gulf State Park, one of the largest protected stretches of beach on the northern Gulf.</p>
<h2>Where to swim</h2>
<p>The Gulf Shores Public Beach, at the foot of Highway 59, has parking, restrooms and seasonal lifeguards. Gulf State Park offers two miles of beach with pavilions and a fishing pier that reaches far into the Gulf. Quieter beaches lie west along the Fort Morgan peninsula, where Bon Secour National Wildlife Refuge protects dunes that sea turtles use for nesting.</p>
<h2>Beyond the beach</h2>
<p>The Hugh S. Branyon Backcountry Trail runs through Gulf State Park’s forests and past its lakes, and bikes can be rented nearby. Fort Morgan, at the western tip, guarded Mobile Bay in the Civil War. In Orange Beach, dolphin cruises and fishing charters leave from the marinas, and The Wharf has shops, a Ferris wheel and an amphitheater.</p>
<h2>Where to eat</h2>
<p>Gulf shrimp, oysters and fresh fish are on nearly every menu. Try a basket of fried shrimp at a beach shack, royal red shrimp from deep Gulf waters, and West Indies salad, a Mobile Bay crab salad. Many restaurants sit on the Intracoastal Waterway or right on the sand.</p>
<ul><li>Learn the beach flags: yellow means caution, red means high hazard and double red means the water is closed.</li><li>Fill holes and knock down sandcastles before you leave; they trap nesting sea turtles.</li><li>Turn off or shield beach-facing lights at night from May through October for turtle season.</li></ul>
<p>Spring and fall bring warm water, smaller crowds and lower prices. Summer is lively and busy. In winter, many visitors from colder states settle in for weeks of mild weather, long walks and uncrowded seafood restaurants.</p>`,
  },
  {
    title: 'Mobile, Where Mardi Gras Began',
    summary: 'The history and traditions of America’s oldest Carnival celebration, and how to enjoy it.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-01-05',
    experiences: ['arts-and-culture', 'history'],
    body: `<p>New Orleans may be more famous, but Mobile celebrated Carnival first. French colonists marked the season here in the early 1700s, and in 1830 a group of revelers known as the Cowbellion de Rakin Society paraded through the streets with cowbells and rakes after a New Year’s Eve party. Mobile’s mystic societies have paraded ever since, with breaks only for wars and emergencies.</p>
<h2>Mystic societies and parades</h2>
<p>Mobile’s Carnival is organized by dozens of mystic societies, private groups that build floats, hold balls and keep their members’ identities secret. From mid-January until Fat Tuesday, they roll through downtown with marching bands and floats, tossing beads, trinkets and moon pies to the crowds. Moon pies are a Mobile specialty, softer to catch than the hard candy once thrown.</p>
<h2>Joe Cain Day</h2>
<p>After the Civil War, Carnival faded under occupation. In 1868, a clerk named Joe Cain dressed as a fictional Chickasaw chief he called Slacabamorinico and paraded through the streets, lifting the city’s spirits. Today the Sunday before Fat Tuesday is Joe Cain Day, with a “people’s parade” and a procession of veiled Merry Widows who mourn him loudly at his grave.</p>
<h2>Seeing it for yourself</h2>
<p>The Mobile Carnival Museum on Government Street displays the elaborate robes and trains worn by Carnival royalty and explains the traditions. During the season, downtown fills with families who claim their spot along the route hours before the parades begin.</p>
<ul><li>Fat Tuesday falls on February 9 in 2027; the busiest parade days are the final weekend.</li><li>Bring a bag for throws and a step ladder for small children, as locals do.</li><li>Book downtown hotels months ahead for the final week.</li></ul>
<p>Mobile’s Carnival feels like a hometown celebration more than a tourist spectacle. Neighbors greet each other along the route, generations of families share the same corner, and visitors are welcomed into a tradition that is three centuries old.</p>`,
  },
  {
    title: 'Golfing the Robert Trent Jones Golf Trail',
    summary: 'Twenty-six courses at eleven sites, built to bring golfers to every corner of Alabama.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-05-11',
    experiences: ['year-round-golf', 'sports'],
    body: `<p>In the late 1980s, Alabama’s state pension fund, led by David Bronner, made an unusual investment: a chain of championship public golf courses designed by Robert Trent Jones Sr., spread across the state to bring visitors and their spending to Alabama. The first sites opened in 1992. Today the Robert Trent Jones Golf Trail has more than two dozen courses at eleven sites, from the Tennessee River to Mobile Bay.</p>
<h2>Playing the trail</h2>
<p>Each site has its own personality. The Shoals courses in Muscle Shoals play along bluffs over the Tennessee River. Hampton Cove near Huntsville sits in a mountain valley. Oxmoor Valley and Ross Bridge are close to Birmingham, and Ross Bridge is one of the longest courses anywhere. Capitol Hill near Montgomery and Grand National near Auburn have hosted professional tournaments. Cambrian Ridge in Greenville is known for its dramatic elevation, and Highland Oaks in Dothan and Magnolia Grove in Mobile carry the trail south. The Grand Hotel’s Lakewood courses sit on Mobile Bay.</p>
<h2>Staying on the trail</h2>
<p>The trail also includes a collection of hotels, from the Grand Hotel at Point Clear and the Battle House in Mobile to the Marriott Shoals and the Renaissance Ross Bridge. Many offer stay-and-play packages.</p>
<h2>When to go</h2>
<p>Alabama’s mild climate means golf in every season. Spring and fall are the most comfortable. Summer is hot but mornings are pleasant. Winter rounds in the southern half of the state are often played in shirtsleeves.</p>
<ul><li>Most sites have a short course, good for a warm-up or a round with beginners.</li><li>Choose tees honestly; the back tees on several courses play well over 7,500 yards.</li><li>Combine golf with a nearby attraction, such as the Space & Rocket Center or the USS Alabama.</li></ul>
<p>Golfers can play the whole trail in about ten days, driving north to south with a different course each morning. Many return year after year to do it again.</p>`,
  },
];
