"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const {pattern6} = require("./_shared3.cjs");
function validate33(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern6.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^[0-9a-f]{64}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate33.errors=vErrors;return errors===0;}
module.exports = {validate33};
