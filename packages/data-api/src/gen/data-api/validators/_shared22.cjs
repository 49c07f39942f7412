"use strict"; // Generated (tools/codegen)
function validate336(data,{instancePath=""}={}){validate336.errors=null;return true;}
module.exports = {validate336};
