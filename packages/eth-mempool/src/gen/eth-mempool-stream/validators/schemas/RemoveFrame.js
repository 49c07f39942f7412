// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, pattern, patternFail, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{64}$", "u");

export function RemoveFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.hash === undefined) requiredFail(errors, path, "#", "hash");
		if (data.reason === undefined) requiredFail(errors, path, "#", "reason");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "remove") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "remove" }, "must be equal to constant");
			checkFrameType(errors, data0, path + "/type", "#/properties/type/allOf/0");
		}
		if (data.hash !== undefined) checkEthHash(errors, data.hash, path + "/hash", "#/properties/hash");
		if (data.reason !== undefined) {
			const data1 = data.reason;
			if (typeof data1 == "string") {
				if (ucs2length(data1) < 1) fail(errors, path + "/reason", "#/properties/reason/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters");
			} else typeFail(errors, path + "/reason", "#/properties/reason", "string");
		}
		if (data.seq !== undefined) checkStreamSeq(errors, data.seq, path + "/seq", "#/properties/seq");
	} else typeFail(errors, path, "#", "object");
	RemoveFrame.errors = errors.length === 0 ? null : errors;
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
