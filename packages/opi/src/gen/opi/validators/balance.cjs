"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
function validate79(data,{instancePath=""}={}){validate79.errors=null;return true;}
exports.response__401 = shared0;
exports.response__default = validate79;
