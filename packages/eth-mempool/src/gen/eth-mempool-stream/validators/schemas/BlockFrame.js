// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{64}$", "u");

export function BlockFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.number === undefined) requiredFail(errors, path, "#", "number");
		if (data.hash === undefined) requiredFail(errors, path, "#", "hash");
		if (data.removed === undefined) requiredFail(errors, path, "#", "removed");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "block") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "block" }, "must be equal to constant");
			checkFrameType(errors, data0, path + "/type", "#/properties/type/allOf/0");
		}
		if (data.number !== undefined) {
			const data1 = data.number;
			if (!isInteger(data1)) typeFail(errors, path + "/number", "#/properties/number", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/number", "#/properties/number", "minimum", 0);
			}
		}
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path + "/hash", "#/properties/hash");
		if (data.removed !== undefined) {
			const data2 = data.removed;
			if (!isInteger(data2)) typeFail(errors, path + "/removed", "#/properties/removed", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/removed", "#/properties/removed", "minimum", 0);
			}
		}
		if (data.seq !== undefined) checkStreamSeq(errors, data.seq, path + "/seq", "#/properties/seq");
	} else typeFail(errors, path, "#", "object");
	BlockFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthHash`, checked where it is used. */
function checkEthHash(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{64}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `FrameType`, checked where it is used. */
function checkFrameType(errors, data, path, schemaPath, propertyName) {
	if (typeof data != "string") typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `StreamSeq`, checked where it is used. */
function checkStreamSeq(errors, data, path, schemaPath, propertyName) {
	if (!isInteger(data)) typeFail(errors, path, schemaPath, "integer", propertyName);
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, schemaPath, "minimum", 0, propertyName);
	}
}
