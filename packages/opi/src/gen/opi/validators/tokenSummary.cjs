"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
function validate81(data,{instancePath=""}={}){validate81.errors=null;return true;}
exports.response__401 = shared0;
exports.response__default = validate81;
