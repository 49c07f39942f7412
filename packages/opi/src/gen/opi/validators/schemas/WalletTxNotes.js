// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { WalletTxNote } from "./WalletTxNote.js";

export function WalletTxNotes(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.unused_txes === undefined) requiredFail(errors, path, "#", "unused_txes");
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.unused_txes !== undefined) {
			const data0 = data.unused_txes;
			if (Array.isArray(data0)) {
				const path0 = path + "/unused_txes";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!WalletTxNote(data0[i1])) errors.push(...failed(WalletTxNote, data0[i1], path0 + "/" + i1));
				}
			} else typeFail(errors, path + "/unused_txes", "#/properties/unused_txes", "array");
		}
		if (data.block_height !== undefined) {
			const data2 = data.block_height;
			if (!isInteger(data2)) typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	WalletTxNotes.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
