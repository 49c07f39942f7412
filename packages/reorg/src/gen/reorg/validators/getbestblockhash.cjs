"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const {pattern5,patternError} = require("./_shared2.cjs");
const {validate25} = require("./_shared3.cjs");
function validate30(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern5.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^[0-9a-f]{64}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate30.errors=vErrors;return errors===0;}
exports.params = validate25;
exports.result = validate30;
